import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { LinkRouterProvider } from '@otech/ui';
import { RouteHead } from './RouteHead.tsx';

/**
 * Every ui link (`Link`, `LinkButton`, `RouteLink`) takes only an `href`: react-aria hands its plain
 * clicks and Enter to React Router here, and keeps modified clicks (new tab, new window) native.
 */
export function RouterLinks() {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      {/* Every page, the administration's included, is under this element: one place names them all. */}
      <RouteHead />
      <Outlet />
    </LinkRouterProvider>
  );
}
