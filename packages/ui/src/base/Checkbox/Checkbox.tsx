import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { fieldError } from '../../theme/field.css.ts';
import { box, checkbox, wrapper } from './Checkbox.css.ts';

export type CheckboxProps = {
  /** The visible label; may hold a link (terms of sale). */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** French message from @otech/domain; shown only while `isInvalid` is true. */
  errorMessage?: string;
  onChange?: (isSelected: boolean) => void;
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
