/**
 * French company identifiers: SIREN (9 digits) and SIRET (SIREN + 5-digit establishment number),
 * both carrying a Luhn key, and the French intra-community VAT number derived from the SIREN.
 * Mandatory on B2B e-invoices from the 2026-2027 reform; checked wherever they are entered.
 */

/** La Poste's SIREN: its many establishments' SIRETs break the Luhn key; theirs sum to a multiple of 5 instead. */
const LA_POSTE_SIREN = '356000000';

export const SIREN_MESSAGE = 'SIREN invalide : 9 chiffres avec leur clé de contrôle';
export const SIRET_MESSAGE = 'SIRET invalide : 14 chiffres avec leur clé de contrôle';
export const VAT_NUMBER_MESSAGE = 'Numéro de TVA intracommunautaire invalide (FR, 2 chiffres de clé puis le SIREN)';

/** Spaces, dots and dashes as people type them ("123 456 789 00012") do not count. */
export const compactCompanyId = (value: string): string => value.replace(/[\s.-]/g, '');

/** Luhn: doubling every second digit from the right, the sum is a multiple of 10. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiren(value: string): boolean {
  const siren = compactCompanyId(value);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

export function isValidSiret(value: string): boolean {
  const siret = compactCompanyId(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  return luhnValid(siret);
}

/** The SIREN a SIRET begins with. */
export const sirenOfSiret = (siret: string): string => compactCompanyId(siret).slice(0, 9);

/** The French VAT number of a company: FR, a 2-digit key (12 + 3 x (SIREN mod 97)) mod 97, the SIREN. */
export function frenchVatNumber(siren: string): string {
  const compact = compactCompanyId(siren);
  const key = (12 + 3 * (Number(compact) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${compact}`;
}

/** A French VAT number is valid when its key matches its (valid) SIREN. */
export function isValidFrenchVatNumber(value: string): boolean {
  const compact = compactCompanyId(value).toUpperCase();
  const match = /^FR(\d{2})(\d{9})$/.exec(compact);
  return match !== null && isValidSiren(match[2]!) && frenchVatNumber(match[2]!) === compact;
}
