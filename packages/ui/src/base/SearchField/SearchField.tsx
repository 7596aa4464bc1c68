import { Button as AriaButton, Group, Input, Label, SearchField as AriaSearchField } from 'react-aria-components';
import { Search, X } from 'lucide-react';
import { control, controlButton, controlInput, field, fieldLabel } from '../../theme/field.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { clear, searchIcon, searchInput } from './SearchField.css.ts';

export type SearchFieldProps = {
  label: string;
  /** The header search shows only a placeholder; its label stays for screen readers. */
  hideLabel?: boolean;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (text: string) => void;
  /** Enter in the field. */
  onSubmit?: (text: string) => void;
  /** The clear button or Escape. */
  onClear?: () => void;
  isDisabled?: boolean;
};

export function SearchField({ label, hideLabel = false, placeholder, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={field}>
      <Label className={hideLabel ? visuallyHidden : fieldLabel}>{label}</Label>
      <Group className={control}>
        <Search size={18} aria-hidden="true" className={searchIcon} />
        <Input className={`${controlInput} ${searchInput}`} placeholder={placeholder} />
        <AriaButton className={`${controlButton} ${clear}`} aria-label="Effacer la recherche">
          <X size={18} aria-hidden="true" />
        </AriaButton>
      </Group>
    </AriaSearchField>
  );
}
