import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css.ts';

export interface TriggerButtonProps extends ButtonVariants {
  /** The visible label, a verb or noun saying what opens; an icon may precede it. */
  children: ReactNode;
  /** The name screen readers read when the label alone is not enough (an icon-only button). */
  'aria-label'?: string;
  /** Greyed and not pressable; stays in the reading order. */
  isDisabled?: boolean | undefined;
}

/**
 * Looks like `Button`, and opens the react-aria menu (`MenuTrigger`) or file picker (`FileTrigger`)
 * around it: those hand their button its press handling, which a native `<button>` cannot take.
 * Loaded only with them.
 */
export function TriggerButton({ variant, size, fullWidth, children, ...props }: TriggerButtonProps) {
  return (
    <AriaButton {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </AriaButton>
  );
}
