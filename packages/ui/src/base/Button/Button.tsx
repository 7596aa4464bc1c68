import type { ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

export interface ButtonProps extends ButtonVariants {
  children: ReactNode;
  /** Called when the button is activated: a click, a tap, Enter or Space. */
  onPress?: (() => void) | undefined;
  isDisabled?: boolean | undefined;
  /** `button` unless it sends its form. */
  type?: 'button' | 'submit' | 'reset';
  'aria-label'?: string | undefined;
  'aria-expanded'?: boolean | undefined;
  'aria-controls'?: string | undefined;
  autoFocus?: boolean;
}

/**
 * The shop's one button: a native `<button>`, whose keyboard, press and disabled semantics need no
 * script on a page's first load. A button opening a react-aria menu or file picker is `TriggerButton`.
 */
export function Button({ variant, size, fullWidth, children, onPress, isDisabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      onClick={onPress && (() => onPress())}
      className={button({ variant, size, fullWidth })}
    >
      {children}
    </button>
  );
}
