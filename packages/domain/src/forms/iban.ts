/** Two-letter country code, two check digits, then letters or digits (spec 2 section 5). */
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/** Bank, country and location codes, then an optional three-character branch (ISO 9362). */
export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** IBANs are typed in groups of four and in any case; the check works on the bare form. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 13616 check: the country code and check digits move to the end, letters become 10 to 35,
 * and the resulting number must leave 1 when divided by 97. Computed piecewise, since the
 * number has up to 70 digits.
 */
export function hasValidIbanChecksum(iban: string): boolean {
  const bare = normalizeIban(iban);
  if (!IBAN_PATTERN.test(bare)) return false;
  const rearranged = bare.slice(4) + bare.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = String(Number.parseInt(char, 36));
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
