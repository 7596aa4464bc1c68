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

  return (
    <>
      <PageLayout
        header={
          <SiteHeader
            currentPath={location.pathname}
            session={session}
            cartCount={cart?.totalItems ?? 0}
            // Home first (its chunk may still have to load): a guarded page whose session ends
            // under it would send the visitor to /login instead.
            onLogout={() => void Promise.resolve(navigate('/')).then(signOut)}
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
