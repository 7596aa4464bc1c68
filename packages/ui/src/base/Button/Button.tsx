import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'style'> &
  ButtonVariants & {
    children: ReactNode;
  };

/** The shop's one button: react-aria gives it keyboard, press and disabled semantics. */
export function Button({ variant, size, fullWidth, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </AriaButton>
  );
}
