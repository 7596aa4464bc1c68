import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  href: string;
  /** Called instead of the browser's navigation on a plain click, so the app can use its router. */
  onNavigate?: ((href: string) => void) | undefined;
  children: ReactNode;
};

// Modified clicks (new tab, new window, download) and links opening elsewhere keep the browser's
// own behaviour: only a plain primary click is handed to the app's router.
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A real `<a href>` (right-click, new tab and crawlers work) that lets the app route plain clicks. */
export function RouteLink({ href, onNavigate, onClick, children, ...props }: RouteLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (onNavigate && isPlainClick(event)) {
          event.preventDefault();
          onNavigate(href);
        }
      }}
    >
      {children}
    </a>
  );
}
