import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css.ts';

export type LinkButtonProps = ButtonVariants & {
  /** Followed through the app's router (react-aria's `RouterProvider`), or by the browser without one. */
  href: string;
  children: ReactNode;
  'aria-label'?: string;
};

/** A link (it goes somewhere) that looks like a button. */
export function LinkButton({ href, variant, size, fullWidth, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} href={href} className={button({ variant, size, fullWidth })}>
      {children}
    </Link>
  );
}
