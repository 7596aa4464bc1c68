import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { CookieBanner, PageLayout, SiteFooter, SiteHeader, Snackbar } from '@otech/ui';
import { useCart } from '../../hooks/useCart.ts';
import { useFooterNavigate } from '../../hooks/useFooterNavigate.ts';
import { useHeaderSession } from '../../hooks/useHeaderSession.ts';
import { useSession } from '../../hooks/useSession.ts';
import { useShopNavigate } from '../../hooks/useShopNavigate.ts';
import { chooseConsentAtom } from '../../state/consent.ts';
import { snackbars } from '../../state/snackbar.ts';
import { useCookieBanner } from './useCookieBanner.ts';

/** The shared page frame of spec 1 §2: header, routed page, footer, cookie banner, snackbars. */
export function ShopFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const onNavigate = useShopNavigate();
  const onFooterNavigate = useFooterNavigate();
  const session = useHeaderSession();
  const { signOut } = useSession();
  const { cart } = useCart();
  const showBanner = useCookieBanner();
  const chooseConsent = useSetAtom(chooseConsentAtom);
  // Logout goes home first and ends the session once the home page is showing: ended under a
  // guarded page (/panier, /dashboard), the session would send the visitor to /login instead.
  const signingOut = useRef(false);
  useEffect(() => {
    if (!signingOut.current || location.pathname !== '/') return;
    signingOut.current = false;
    void signOut();
  }, [location.pathname, signOut]);

  return (
    <>
      <PageLayout
        header={
          <SiteHeader
            currentPath={location.pathname}
            session={session}
            cartCount={cart?.totalItems ?? 0}
            onLogout={() => {
              if (location.pathname === '/') {
                void signOut();
                return;
              }
              signingOut.current = true;
              void navigate('/');
            }}
            onNavigate={onNavigate}
          />
        }
        footer={<SiteFooter onNavigate={onFooterNavigate} />}
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
      <Snackbar queue={snackbars} />
      <ScrollRestoration />
    </>
  );
}
