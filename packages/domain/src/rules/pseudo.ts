import { foldAccents } from './foldAccents.ts';

/** Pseudo given when the names yield no letter or digit (spec 1 section 5). */
export const DEFAULT_PSEUDO = 'CLIENT';

// The login form accepts a pseudo made of letters and digits only (spec 1 section 5), so the
// built pseudo keeps only A-Z and 0-9: accents are taken off ("Hélène" gives "HELENE"),
// hyphens, spaces and apostrophes are dropped ("Jean-Pierre" gives "JEANPIERRE").
function letterAndDigits(text: string): string {
  return foldAccents(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * Pseudo built at registration: uppercased first name plus the uppercased initial of the last
 * name, or 'CLIENT' when that is empty (spec 1 section 5).
 */
export function pseudoFromRegistration(firstName: string, lastName: string): string {
  const pseudo = letterAndDigits(firstName) + letterAndDigits(lastName).slice(0, 1);
  return pseudo === '' ? DEFAULT_PSEUDO : pseudo;
}
