import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLinkRouter } from './LinkRouter.tsx';

/** Hands the app's router (`LinkRouterProvider`) to the react-aria links below: a menu item with an `href`. */
export function AriaLinkRouter({ children }: { children: ReactNode }) {
  const { navigate, useHref } = useLinkRouter();
  if (!navigate) return children;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
