import type { ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

export interface ButtonProps extends ButtonVariants {
  /** The label, a verb first ("Demander un devis"), optionally after an icon. */
  children: ReactNode;
  /** Called when the button is activated: a click, a tap, Enter or Space. */
  onPress?: (() => void) | undefined;
  /** Greyed and not pressable: while its action runs, or until the form can be sent. */
  isDisabled?: boolean | undefined;
  /** `button` unless it sends its form. */
  type?: 'button' | 'submit' | 'reset';
  /** The screen reader name of an icon-only button, in French. */
  'aria-label'?: string | undefined;
  /** For a button that shows or hides a panel: whether the panel is open. */
  'aria-expanded'?: boolean | undefined;
  /** The id of the panel the button shows or hides. */
  'aria-controls'?: string | undefined;
  /** Takes focus when it appears (the safe choice of a dialog). */
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
