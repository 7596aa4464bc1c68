import type { ReactNode } from 'react';
import { useRouterLink } from '../../base/LinkRouter/LinkRouter.tsx';

export interface RouteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Called as the link is followed (a menu closing behind it). */
  onPress?: () => void;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}

/**
 * A real `<a href>` (right-click, new tab and crawlers work). A plain click or Enter goes through the
 * router the app gives `LinkRouterProvider`; modified clicks keep the browser's behaviour.
 */
export function RouteLink({ href, onPress, ...props }: RouteLinkProps) {
  return <a {...props} {...useRouterLink(href, onPress)} />;
}
