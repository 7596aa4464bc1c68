import { useSetAtom } from 'jotai';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { CookieBanner, PageLayout, SiteFooter, SiteHeader, Snackbar } from '@otech/ui';
import { ImpersonationBanner } from '../../features/admin/index.ts';
import { useSession } from '../../features/auth/index.ts';
import { useCart } from '../../features/cart/index.ts';
import { snackbars } from '../snackbar.ts';
import { chooseConsentAtom } from './consent.ts';
import { useCookieBanner } from './useCookieBanner.ts';
import { useHydrated } from '../useHydrated.ts';
import { useHeaderSession } from './useHeaderSession.ts';

/**
 * Which saved scroll position a page gets back. Every page opened by URL (typed, bookmarked,
 * reloaded) has the same history key, "default", so keying by it handed one page's position to the
 * next; such a page is keyed by its address instead, and a page reached in the shop by its entry.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The shared page frame of spec 1 §2: header, routed page, footer, cookie banner, snackbars. */
export function ShopFrame() {
  const location = useLocation();
  const session = useHeaderSession();
  const { signOut } = useSession();
  const { cart } = useCart();
  // The cart count comes from this browser's storage and the API: the server's page shows none.
  const hydrated = useHydrated();
  const showBanner = useCookieBanner();
  const chooseConsent = useSetAtom(chooseConsentAtom);
  return (
    <>
      <PageLayout
        header={
          <SiteHeader
            currentPath={location.pathname}
            session={session}
            cartCount={hydrated ? (cart?.totalItems ?? 0) : 0}
            // A full load of the home page after logout: nothing of the session stays in memory,
            // and no guarded page can catch the visitor on the way out.
            onLogout={() => void signOut().then(() => window.location.assign('/'))}
          />
        }
        footer={<SiteFooter />}
        cookieBanner={
          showBanner ? (
            <CookieBanner
              onAccept={() => chooseConsent('accept')}
              onReject={() => chooseConsent('reject')}
              privacyHref="/politique-confidentialite"
            />
          ) : null
        }
      >
        <Outlet />
      </PageLayout>
      <ImpersonationBanner />
      <Snackbar queue={snackbars} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
