import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { control, field, fieldLabel } from '../../theme/field.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import type { SelectOption } from '../Select/Select.tsx';
import { beside, besideLabel } from '../Select/Select.css.ts';
import { box, chevron, select } from './NativeSelect.css.ts';

export interface NativeSelectProps {
  /** The label, also the screen reader name. */
  label: string;
  /** Keeps the label for screen readers only, where the toolbar makes the choice obvious. */
  hideLabel?: boolean;
  /** Label beside the control instead of above it (toolbars, the paginator's page size). */
  labelBeside?: boolean;
  /** The choices in order; each id is what `value` and `onChange` speak of. */
  options: readonly SelectOption[];
  /** The id of the chosen option. */
  value: string;
  /** Another option was chosen: called with its id. */
  onChange: (id: string) => void;
  /** Greyed and not selectable. */
  isDisabled?: boolean;
}

/**
 * The browser's own `<select>`, styled as `Select`: for the public pages' toolbars (sort, category,
 * page size), where a choice among a few fixed options needs no script to load before it works, and
 * the phone's own picker opens. `Select` (react-aria's listbox) stays for forms: placeholder,
 * description and validation message.
 */
export function NativeSelect({ label, hideLabel = false, labelBeside = false, options, value, onChange, isDisabled }: NativeSelectProps) {
  const id = useId();
  return (
    <div className={labelBeside ? `${field} ${beside}` : field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : labelBeside ? `${fieldLabel} ${besideLabel}` : fieldLabel}>
        {label}
      </label>
      <div className={box}>
        <select id={id} className={`${control} ${select}`} value={value} disabled={isDisabled} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden="true" className={chevron} />
      </div>
    </div>
  );
}
