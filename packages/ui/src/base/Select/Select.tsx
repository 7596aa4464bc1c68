import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { control, field, fieldDescription, fieldError, fieldLabel } from '../../theme/field.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { required } from '../TextField/TextField.css.ts';
import { beside, besideLabel, listBox, option, popover, trigger, value as valueStyle } from './Select.css.ts';

export type SelectOption = { id: string; label: string; isDisabled?: boolean };

export type SelectProps = {
  label: string;
  hideLabel?: boolean;
  /** Label beside the control instead of above it (toolbars, the paginator's page size). */
  labelBeside?: boolean;
  options: readonly SelectOption[];
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  description?: string;
  /** French message from @otech/domain; shown only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

export function Select({
  label,
  hideLabel = false,
  labelBeside = false,
  options,
  placeholder = 'Sélectionner',
  description,
  errorMessage,
  isRequired,
  onChange,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      isRequired={isRequired}
      onChange={(key) => onChange?.(key === null ? null : String(key))}
      validationBehavior="aria"
      className={labelBeside ? `${field} ${beside}` : field}
    >
      <Label className={hideLabel ? visuallyHidden : labelBeside ? `${fieldLabel} ${besideLabel}` : fieldLabel}>
        {label}
        {isRequired && (
          <span className={required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <AriaButton className={`${control} ${trigger}`}>
        <SelectValue className={valueStyle} />
        <ChevronDown size={18} aria-hidden="true" />
      </AriaButton>
      {description && (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      )}
      {errorMessage && <FieldError className={fieldError}>{errorMessage}</FieldError>}
      <Popover className={popover}>
        <ListBox className={listBox} items={options}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={option}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <Check size={16} aria-hidden="true" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
