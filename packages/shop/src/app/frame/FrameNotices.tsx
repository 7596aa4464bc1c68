import { lazy, Suspense } from 'react';
import { useSetAtom } from 'jotai';
import { CookieBanner, Snackbar } from '@otech/ui';
import { hasStoredSession } from '../hasStoredSession.ts';
import { snackbars } from '../snackbar.ts';
import { chooseConsentAtom } from './consent.ts';
import { useCookieBanner } from './useCookieBanner.ts';

// An impersonation is a stored session: without one, the bar's session atoms and their schemas stay
// off the page (issue 27: they were 4 KiB of every first visit to `/`).
const ImpersonationBanner = lazy(() => import('../../features/admin/index.ts').then((module) => ({ default: module.ImpersonationBanner })));

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
      {hasStoredSession() && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Snackbar queue={snackbars} />
    </>
  );
}
