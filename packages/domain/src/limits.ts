/**
 * Longest text the shop stores, in characters, checked by every schema at every boundary (form,
 * HTTP body, CSV row). The spec gives no lengths; these are generous for a B2B record and short
 * enough that nothing printed or searched (the invoice PDF, the catalogue filter) can be made slow.
 */
export const TEXT_LIMITS = {
  /** Any one-line field: names, company, street, city, phone, e-mail (RFC 5321 allows 254), URL, reference. */
  line: 255,
  /** Free text: product descriptions, contact and quote messages, special instructions. */
  long: 5000,
  /** Passwords: long passphrases welcome, a megabyte of them is not. */
  password: 128,
  /** A signed bearer token (header, payload, signature in base64url): longer than a line, still bounded. */
  token: 4096,
} as const;

/** Longest number typed in a form's text field ('10 000 000,00' with room to spare): the schema then reads it. */
export const NUMBER_TEXT_MAX = 20;

/** Largest amount in euros a price, a payment or an invoice total may hold. */
export const AMOUNT_MAX = 10_000_000;
/** Largest count (stock, points, quantities in records). */
export const COUNT_MAX = 1_000_000_000;
/** Longest list of short texts on a record (features, certifications, compatible models). */
export const LIST_MAX = 100;

/**
 * True for a real calendar date `YYYY-MM-DD` (Feb 29 only in leap years), with or without a time
 * part: `2026-99-99` or `2025-02-30` would otherwise reach date arithmetic and print as "Invalid Date".
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}
