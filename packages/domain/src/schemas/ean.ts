/**
 * GS1 check for EAN-8 and EAN-13: weights 3 and 1 alternate from the digit just left of the check
 * digit, and the check digit brings the weighted sum up to a multiple of 10.
 */
/** An EAN-13 is the longest barcode the catalogue takes. */
export const EAN_MAX_DIGITS = 13;

export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  // Imports check one per row: a loop over the character codes, no arrays.
  const last = code.length - 1;
  let sum = 0;
  for (let i = last - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += (code.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10 === code.charCodeAt(last) - 48;
}

/** Spaces between digit groups: a plain space, and the no-break and narrow no-break spaces of French number formats. */
const SPACED_DIGITS = /^\d+(?:[ \u00a0\u202f]+\d+)+$/;
const SPACES = /[ \u00a0\u202f]+/g;

/**
 * An EAN as labels and spreadsheets print it, digits in groups (`3 700 123 456 789`,
 * `3700 1234 5678 9`), read as its digits alone, before the check digit test. Any other character
 * keeps the value as it is, for the schema to refuse it by name.
 */
export function readEan(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return SPACED_DIGITS.test(text) ? text.replace(SPACES, '') : value;
}
