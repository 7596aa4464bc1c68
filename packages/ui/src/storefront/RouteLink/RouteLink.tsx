import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';

export type RouteLinkProps = Omit<LinkProps, 'href' | 'className' | 'children'> & {
  href: string;
  className?: string;
  children: ReactNode;
};

/**
 * A real `<a href>` (right-click, new tab and crawlers work). A plain click or Enter goes through the
 * router the app gives react-aria's `RouterProvider`; modified clicks keep the browser's behaviour.
 */
export function RouteLink(props: RouteLinkProps) {
  return <Link {...props} />;
}
