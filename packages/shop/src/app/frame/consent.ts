import * as v from 'valibot';
import { atom } from 'jotai';
import { CONSENT_ACCEPTED_ALL, CONSENT_REJECTED_ALL, CookieConsentSchema, cookiesToDelete, shouldShowConsentBanner } from '@otech/domain';
import { storageKeys } from '../storage/storageKeys.ts';
import { atomWithValidatedStorage } from '../storage/validatedStorage.ts';

const cookieConsentAtom = atomWithValidatedStorage(
  storageKeys.cookieConsent,
  v.nullable(CookieConsentSchema),
  null,
);
const cookieConsentDateAtom = atomWithValidatedStorage(
  storageKeys.cookieConsentDate,
  v.nullable(v.string()),
  null,
);

/** The banner is wanted when no consent is stored or it is expired (spec 1 §4, §5: 13 months). */
export const consentNeededAtom = atom((get) =>
  shouldShowConsentBanner(get(cookieConsentAtom), get(cookieConsentDateAtom), new Date()),
);

export const chooseConsentAtom = atom(null, (_get, set, choice: 'accept' | 'reject') => {
  const consent = { ...(choice === 'accept' ? CONSENT_ACCEPTED_ALL : CONSENT_REJECTED_ALL) };
  // Spec 1 §4: turning a category off deletes its cookies (_ga…, _fbp…) for this site.
  for (const name of cookiesToDelete(consent)) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  set(cookieConsentAtom, consent);
  set(cookieConsentDateAtom, new Date().toISOString());
});
