import * as v from 'valibot';
import { expected, flag } from './fields.ts';

/**
 * Cookie consent as stored under `otech-cookie-consent` (spec 1 §3); its date is stored apart,
 * under `otech-cookie-consent-date`. Necessary cookies cannot be refused.
 */
export const CookieConsentSchema = v.object({
  necessary: v.literal(true, expected('true')),
  analytics: v.optional(flag, false),
  marketing: v.optional(flag, false),
  functional: v.optional(flag, false),
});
export type CookieConsent = v.InferOutput<typeof CookieConsentSchema>;
