import { useSetAtom } from 'jotai';
import { CookieBanner, Snackbar } from '@otech/ui';
import { ImpersonationBanner } from '../../features/admin/index.ts';
import { snackbars } from '../snackbar.ts';
import { chooseConsentAtom } from './consent.ts';
import { useCookieBanner } from './useCookieBanner.ts';

/** The cookie banner while consent is missing or expired, the impersonation bar while it applies, the snackbars. */
export default function FrameNotices() {
  const showBanner = useCookieBanner();
  const chooseConsent = useSetAtom(chooseConsentAtom);
  return (
    <>
      {showBanner && (
        <CookieBanner
          onAccept={() => chooseConsent('accept')}
          onReject={() => chooseConsent('reject')}
          privacyHref="/politique-confidentialite"
        />
      )}
      <ImpersonationBanner />
      <Snackbar queue={snackbars} />
    </>
  );
}
