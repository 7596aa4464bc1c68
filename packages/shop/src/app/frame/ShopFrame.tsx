import { useSetAtom } from 'jotai';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CookieBanner, PageLayout, SiteFooter, SiteHeader, Snackbar } from '@otech/ui';
import { ImpersonationBanner } from '../../features/admin/index.ts';
import { useSession } from '../../features/auth/index.ts';
import { useCart } from '../../features/cart/index.ts';
import { snackbars } from '../snackbar.ts';
import { chooseConsentAtom } from './consent.ts';
import { useCookieBanner } from './useCookieBanner.ts';
import { useHeaderSession } from './useHeaderSession.ts';

/** The shared page frame of spec 1 §2: header, routed page, footer, cookie banner, snackbars. */
export function ShopFrame() {
  const location = useLocation();
  const session = useHeaderSession();
  const { signOut } = useSession();
  const { cart } = useCart();
  const showBanner = useCookieBanner();
  const chooseConsent = useSetAtom(chooseConsentAtom);
  return (
    <>
      <PageLayout
        header={
          <SiteHeader
            currentPath={location.pathname}
            session={session}
            cartCount={cart?.totalItems ?? 0}
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
      <ScrollRestoration />
    </>
  );
}
