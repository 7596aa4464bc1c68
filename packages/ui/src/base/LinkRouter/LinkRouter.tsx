import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';

interface LinkRouter {
  /** Follows an address inside the app, without reloading the page. */
  navigate: ((href: string) => void) | null;
  /** The address the browser shows for an app address (a base path, if any). */
  useHref: (href: string) => string;
}

const sameHref = (href: string) => href;
const LinkRouterContext = createContext<LinkRouter>({ navigate: null, useHref: sameHref });

export interface LinkRouterProviderProps {
  /** The app router's navigation, called on a plain click or Enter. */
  navigate: (href: string) => void;
  /** Turns a route into the address the link shows (a base path). */
  useHref?: (href: string) => string;
  /** The app, whose links all go through the router. */
  children: ReactNode;
}

/**
 * Binds every ui link to the app's router once: the plain links below (`RouteLink`, `LinkButton`),
 * and react-aria's own (a menu item with an `href`) through `AriaLinkRouter`, which only the menus
 * that hold such links load, so react-aria's link code is on no public page's first load.
 */
export function LinkRouterProvider({ navigate, useHref = sameHref, children }: LinkRouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <LinkRouterContext value={router}>{children}</LinkRouterContext>
  );
}

/** The app's router as `LinkRouterProvider` gives it (no navigation without one). */
export function useLinkRouter(): LinkRouter {
  return useContext(LinkRouterContext);
}

// Another site, a mail or phone address: the browser's to follow.
const isAppAddress = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The `href` and `onClick` of a real `<a>` (right-click, new tab and crawlers work): a plain click,
 * or Enter, goes through the app's router; a modified click (new tab, new window) stays the browser's.
 */
export function useRouterLink(href: string, onFollow?: () => void) {
  const router = useLinkRouter();
  return {
    href: router.useHref(href),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onFollow?.();
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!router.navigate || event.defaultPrevented || modified || !isAppAddress(href)) return;
      event.preventDefault();
      router.navigate(href);
    },
  };
}
