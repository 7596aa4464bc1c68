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
  /** The visible label above the control, also its screen reader name. */
  label: string;
  /** Keeps the label for screen readers only, where the context names the choice. */
  hideLabel?: boolean;
  /** Label beside the control instead of above it (toolbars, the paginator's page size). */
  labelBeside?: boolean;
  /** The choices, in the order shown: short French nouns. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen ("Choisir…"); never a label. */
  placeholder?: string;
  /** The chosen option's id, when the parent holds it (controlled). */
  value?: string | null;
  /** The first chosen id, when the select holds its own. */
  defaultValue?: string | null;
  /** Called with the chosen option's id. */
  onChange?: (id: string | null) => void;
  /** A hint under the control, read with it. */
  description?: string;
  /** French message from @otech/domain; shown only while `isInvalid` is true. */
  errorMessage?: string;
  /** Shows `errorMessage` and marks the control invalid. */
  isInvalid?: boolean;
  /** A choice is needed for the form to be sent. */
  isRequired?: boolean;
  /** Greyed and not changeable. */
  isDisabled?: boolean;
  /** The field's name in its form. */
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
