import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { CONSENT_BANNER_DELAY_MS } from '@otech/domain';
import { consentNeededAtom } from './consent.ts';

/** Spec 1 §4: the banner appears 2 s after load when consent is missing or expired, and hides after a choice. */
export function useCookieBanner(): boolean {
  const needed = useAtomValue(consentNeededAtom);
  const [delayOver, setDelayOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDelayOver(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return needed && delayOver;
}
