import type { ReactNode } from 'react';
import { useRouterLink } from '../../base/LinkRouter/LinkRouter.tsx';

export interface RouteLinkProps {
  /** The page's address; the router follows it on a plain click or Enter. */
  href: string;
  /** The link's style, when it looks like something else than a text link. */
  className?: string;
  /** The link's text, which says where it leads. */
  children: ReactNode;
  /** Called as the link is followed (a menu closing behind it). */
  onPress?: () => void;
  /** A screen reader name where the text alone is not enough (an icon link). */
  'aria-label'?: string;
  /** "page" on the link to the page shown (the menus). */
  'aria-current'?: 'page' | undefined;
}

/**
 * A real `<a href>` (right-click, new tab and crawlers work). A plain click or Enter goes through the
 * router the app gives `LinkRouterProvider`; modified clicks keep the browser's behaviour.
 */
export function RouteLink({ href, onPress, ...props }: RouteLinkProps) {
  return <a {...props} {...useRouterLink(href, onPress)} />;
}
