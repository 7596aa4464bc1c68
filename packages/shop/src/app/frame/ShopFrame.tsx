import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { parisYear } from '@otech/domain';
import { PageLayout, SiteFooter } from '@otech/ui';
import { useCart } from '../../features/cart/index.ts';
import { Island } from '../islands/Island.tsx';
import { useHydrated } from '../useHydrated.ts';
import FrameExtrasIsland from './FrameExtrasIsland.tsx';
import HeaderIsland from './HeaderIsland.tsx';
import { useHeaderSession } from './useHeaderSession.ts';

/**
 * Which saved scroll position a page gets back. Every page opened by URL (typed, bookmarked,
 * reloaded) has the same history key, "default", so keying by it handed one page's position to the
 * next; such a page is keyed by its address instead, and a page reached in the shop by its entry.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * The shared page frame of spec 1 §2: header, routed page, footer, cookie banner, snackbars. The
 * footer is links and text alone: on a page drawn as islands it ships no script.
 */
export function ShopFrame() {
  const location = useLocation();
  const session = useHeaderSession();
  const { cart } = useCart();
  // The cart is this browser's to read: the server's page leaves the count to the header.
  const hydrated = useHydrated();
  const header = { currentPath: location.pathname, session, cartCount: hydrated ? (cart?.totalItems ?? 0) : null };
  return (
    <>
      <PageLayout
        header={<Island name="frame/HeaderIsland" component={HeaderIsland} props={header} />}
        footer={<SiteFooter year={parisYear(new Date())} />}
        cookieBanner={<Island name="frame/FrameExtrasIsland" component={FrameExtrasIsland} props={{}} />}
      >
        <Outlet />
      </PageLayout>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
