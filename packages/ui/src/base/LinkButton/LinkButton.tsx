import type { ReactNode } from 'react';
import { Link, RouterProvider } from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css.ts';

export type LinkButtonProps = ButtonVariants & {
  href: string;
  children: ReactNode;
  /**
   * Client-side navigation: the shop passes its router's navigate so ui stays router-free.
   * react-aria calls it on a plain click or Enter and keeps the browser's behaviour for
   * modified clicks (new tab, new window).
   */
  onNavigate?: (href: string) => void;
  'aria-label'?: string;
};

/** A link (it goes somewhere) that looks like a button. */
export function LinkButton({ href, onNavigate, variant, size, fullWidth, children, ...props }: LinkButtonProps) {
  const link = (
    <Link {...props} href={href} className={button({ variant, size, fullWidth })}>
      {children}
    </Link>
  );
  return onNavigate ? <RouterProvider navigate={(path) => onNavigate(path)}>{link}</RouterProvider> : link;
}
