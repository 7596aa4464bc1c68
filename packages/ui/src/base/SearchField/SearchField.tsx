import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { control, controlButton, controlInput, field, fieldLabel } from '../../theme/field.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { box, clear, searchIcon, searchInput } from './SearchField.css.ts';

export type SearchFieldProps = {
  /** What is searched ("Rechercher un produit"), the screen reader name. */
  label: string;
  /** The header search shows only a placeholder; its label stays for screen readers. */
  hideLabel?: boolean;
  /** An example search shown while the field is empty. */
  placeholder?: string;
  /** The text when the caller keeps it; uncontrolled when absent. */
  value?: string;
  /** The first text when the field keeps it itself. */
  defaultValue?: string;
  /** Each change of the text. */
  onChange?: (text: string) => void;
  /** Enter in the field. */
  onSubmit?: (text: string) => void;
  /** The clear button or Escape. */
  onClear?: () => void;
  /** Greyed and not editable. */
  isDisabled?: boolean;
  /** The longest text the search behind it accepts. */
  maxLength?: number;
};

/**
 * A search box: the browser's own `<input type="search">` (a searchbox to screen readers), Enter
 * submits, Escape or the clear button empties it. No script beyond React's, so it works on the
 * catalogue's first load without react-aria's text-field code.
 */
export function SearchField({ label, hideLabel = false, placeholder, value, defaultValue = '', onChange, onSubmit, onClear, isDisabled, maxLength }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(defaultValue);
  const text = value ?? typed;
  const change = (next: string) => {
    setTyped(next);
    onChange?.(next);
  };
  const empty = () => {
    change('');
    onClear?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // What the box shows: text typed on a server-drawn page before hydration is in the DOM, not in state.
    if (event.key === 'Enter') onSubmit?.(event.currentTarget.value);
    // An empty field lets Escape through (a dialog around it closes).
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      event.stopPropagation();
      empty();
    }
  };
  return (
    <div className={field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : fieldLabel}>
        {label}
      </label>
      <div className={`${control} ${box}`} data-empty={text === '' || undefined}>
        <Search size={18} aria-hidden="true" className={searchIcon} />
        <input
          ref={input}
          id={id}
          type="search"
          className={`${controlInput} ${searchInput}`}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          disabled={isDisabled}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`${controlButton} ${clear}`}
          aria-label="Effacer la recherche"
          tabIndex={-1}
          disabled={isDisabled}
          onClick={() => {
            empty();
            input.current?.focus();
          }}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
