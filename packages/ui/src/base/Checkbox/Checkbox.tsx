import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { fieldError } from '../../theme/field.css.ts';
import { box, checkbox, wrapper } from './Checkbox.css.ts';

export type CheckboxProps = {
  /** The visible label; may hold a link (terms of sale). */
  children: ReactNode;
  /** Checked, when the parent holds the state (controlled). */
  isSelected?: boolean;
  /** Checked at first, when the checkbox holds its own state. */
  defaultSelected?: boolean;
  /** Neither checked nor unchecked: some of the rows a "select all" stands for are checked. */
  isIndeterminate?: boolean;
  /** Greyed and not changeable. */
  isDisabled?: boolean;
  /** Must be checked for the form to be sent (terms of sale). */
  isRequired?: boolean;
  /** Shows `errorMessage` and marks the box `aria-invalid`. */
  isInvalid?: boolean;
  /** French message from @otech/domain; shown only while `isInvalid` is true. */
  errorMessage?: string;
  /** Called with the new state on click, Space or a press on the label. */
  onChange?: (isSelected: boolean) => void;
  /** The field's name in its form. */
  name?: string;
};

export function Checkbox({ children, errorMessage, isInvalid = false, ...props }: CheckboxProps) {
  const errorId = useId();
  const showError = isInvalid && !!errorMessage;
  return (
    <div className={wrapper}>
      <AriaCheckbox
        {...props}
        isInvalid={isInvalid}
        validationBehavior="aria"
        aria-describedby={showError ? errorId : undefined}
        className={checkbox}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} aria-hidden="true">
              {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected && <Check size={14} strokeWidth={3} />}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {showError && (
        <span id={errorId} className={fieldError}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
