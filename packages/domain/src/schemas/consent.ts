import * as v from 'valibot';

/**
 * Cookie consent as stored under `otech-cookie-consent` (spec 1 §3); its date is stored apart,
 * under `otech-cookie-consent-date`. Necessary cookies cannot be refused. Read only from the
 * browser's own storage, where a refused value is dropped without a word: no form's French
 * messages, so that the cookie banner of every first visit does without them (issue 27).
 */
export const CookieConsentSchema = v.object({
  necessary: v.literal(true),
  analytics: v.optional(v.boolean(), false),
  marketing: v.optional(v.boolean(), false),
  functional: v.optional(v.boolean(), false),
});
export type CookieConsent = v.InferOutput<typeof CookieConsentSchema>;
