import { atom } from 'jotai';
import { CONSENT_ACCEPTED_ALL, CONSENT_REJECTED_ALL, cookiesToDelete, shouldShowConsentBanner, type CookieConsent } from '@otech/domain';
import { storageKeys } from '../storage/storageKeys.ts';
import { atomWithStoredChoice } from '../storage/storedChoice.ts';

// Checked with their schemas only when this browser stores a choice (decision 232).
const cookieConsentAtom = atomWithStoredChoice<CookieConsent | null>(storageKeys.cookieConsent, null, async () => (await import('./storedConsentChecks.ts')).checkConsent);
const cookieConsentDateAtom = atomWithStoredChoice<string | null>(storageKeys.cookieConsentDate, null, async () => (await import('./storedConsentChecks.ts')).checkConsentDate);

/** The banner is wanted when no consent is stored or it is expired (spec 1 §4, §5: 13 months); not while a stored one is being read. */
export const consentNeededAtom = atom((get) => {
  const consent = get(cookieConsentAtom);
  const date = get(cookieConsentDateAtom);
  return consent.known && date.known && shouldShowConsentBanner(consent.value, date.value, new Date());
});

export const chooseConsentAtom = atom(null, (_get, set, choice: 'accept' | 'reject') => {
  const consent = { ...(choice === 'accept' ? CONSENT_ACCEPTED_ALL : CONSENT_REJECTED_ALL) };
  // Spec 1 §4: turning a category off deletes its cookies (_ga…, _fbp…) for this site.
  for (const name of cookiesToDelete(consent)) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  set(cookieConsentAtom, consent);
  set(cookieConsentDateAtom, new Date().toISOString());
});
