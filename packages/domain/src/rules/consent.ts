/** Cookie consent choices (spec 1 §3): `necessary` is always on, the others default to off. */
export interface ConsentChoices {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export type OptionalConsentCategory = Exclude<keyof ConsentChoices, 'necessary'>;

export const CONSENT_ACCEPTED_ALL: Readonly<ConsentChoices> = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};

export const CONSENT_REJECTED_ALL: Readonly<ConsentChoices> = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

/** Consent is valid for 13 months (spec 1 §9, spec 2 §2.7: cookies at most 13 months). */
export const CONSENT_VALIDITY_MONTHS = 13;
/** The banner appears 2 s after load when consent is missing or expired (spec 1 §4, §9). */
export const CONSENT_BANNER_DELAY_MS = 2000;

/** Cookies removed when their category is off (spec 1 §4); functional names none. */
export const CONSENT_COOKIES: Readonly<Record<OptionalConsentCategory, readonly string[]>> = {
  analytics: ['_ga', '_gat', '_gid'],
  marketing: ['_fbp', '_fbc'],
  functional: [],
};

/**
 * The date `months` calendar months after `date`, same UTC time. A day the target month lacks
 * falls on its last day (31 January plus 13 months is 28 or 29 February of the next year), so a
 * consent never lives longer than 13 calendar months.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * Consent is expired when its date is missing or older than 13 months (spec 1 §5). A stored
 * date that cannot be read counts as missing, so the visitor is asked again.
 */
export function isConsentExpired(consentDate: string | null | undefined, now: Date): boolean {
  if (!consentDate) return true;
  const given = new Date(consentDate);
  if (Number.isNaN(given.getTime())) return true;
  return now.getTime() > addCalendarMonths(given, CONSENT_VALIDITY_MONTHS).getTime();
}

/** The banner shows when no consent is stored or it has expired (spec 1 §4). */
export function shouldShowConsentBanner(
  consent: ConsentChoices | null | undefined,
  consentDate: string | null | undefined,
  now: Date,
): boolean {
  return !consent || isConsentExpired(consentDate, now);
}

/** Cookies to delete for every category the choices turn off (spec 1 §4). */
export function cookiesToDelete(choices: ConsentChoices): string[] {
  return (Object.keys(CONSENT_COOKIES) as OptionalConsentCategory[])
    .filter((category) => !choices[category])
    .flatMap((category) => CONSENT_COOKIES[category]);
}
