import type { ReactNode } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css.ts';
import { useRouterLink } from '../LinkRouter/LinkRouter.tsx';

export interface LinkButtonProps extends ButtonVariants {
  /** Followed through the app's router (`LinkRouterProvider`), or by the browser without one. */
  href: string;
  /** The visible label, saying where it leads ("Voir le catalogue"). */
  children: ReactNode;
  /** A fuller name for screen readers when the label is short ("Détails de …"). */
  'aria-label'?: string;
}

/** A link (it goes somewhere) that looks like a button. */
export function LinkButton({ href, variant, size, fullWidth, children, ...props }: LinkButtonProps) {
  return (
    <a {...props} {...useRouterLink(href)} className={button({ variant, size, fullWidth })}>
      {children}
    </a>
  );
}
