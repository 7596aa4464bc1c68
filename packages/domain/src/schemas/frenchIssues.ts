import type * as v from 'valibot';
import { REGISTRATION_MESSAGES, REGISTRATION_WORDING } from '../forms/fields.ts';
import { onFirstUse } from '../format/onFirstUse.ts';

/**
 * The valibot `lang` of a parse whose messages a French user reads (the API's answers). The
 * entity schemas word their messages in English for the CLI, which prints them; parsed with this
 * language they answer the French text of the issue's kind instead (`frenchIssueMessage`).
 */
export const FRENCH = 'fr';

/** A text that is not a real `YYYY-MM-DD` date. */
export const INVALID_DATE = 'Date invalide (AAAA-MM-JJ)';

const MINIMUM_ENTRIES = (n: number) => `Au moins ${n} élément${n > 1 ? 's' : ''}`;
const frenchNumber = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));

/** `("a" | "b" | "c")` (valibot's expectation of a picklist) read as `"a", "b" ou "c"`. */
function choices(expected: string | null): string {
  const options = (expected ?? '').replace(/^\((.*)\)$/, '$1').split(' | ');
  return options.length > 1 ? `${options.slice(0, -1).join(', ')} ou ${options.at(-1)}` : options.join('');
}

/** The limit of a length or value action (valibot's `requirement`), as a number. */
const limitOf = (issue: v.BaseIssue<unknown>): number => Number(issue.requirement);

/** A missing value and a missing key read the same: the field is required. */
function isMissing(issue: v.BaseIssue<unknown>): boolean {
  return issue.input === undefined || (issue.type === 'object' && issue.received === 'undefined' && issue.path !== undefined);
}

/**
 * The French text of a valibot issue of a known kind, in the registration form's wording where it
 * has one ("Maximum N caractères", "Ce champ est requis", "Email invalide", "Format invalide"):
 * one place for every message the API answers from a schema that is not a form's.
 */
export function frenchIssueMessage(issue: v.BaseIssue<unknown>): string {
  if (isMissing(issue)) return REGISTRATION_WORDING.required;
  const text = typeof issue.input === 'string';
  switch (issue.type) {
    case 'string':
      return 'Texte attendu';
    case 'number':
      return 'Nombre attendu';
    case 'finite':
      return 'Nombre fini attendu';
    case 'integer':
      return 'Nombre entier attendu';
    case 'boolean':
      return 'Valeur true ou false attendue';
    case 'array':
      return 'Liste attendue';
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'record':
      return 'Objet attendu';
    case 'picklist':
    case 'enum':
    case 'literal':
      return `Valeur attendue : ${choices(issue.expected)}`;
    case 'max_length':
      return text ? REGISTRATION_WORDING.maxChars(limitOf(issue)) : `Maximum ${limitOf(issue)} éléments`;
    case 'min_length':
      return text ? REGISTRATION_WORDING.minChars(limitOf(issue)) : MINIMUM_ENTRIES(limitOf(issue));
    case 'non_empty':
      return text ? REGISTRATION_WORDING.required : MINIMUM_ENTRIES(1);
    case 'min_value':
      return `Valeur minimale : ${frenchNumber().format(limitOf(issue))}`;
    case 'max_value':
      return `Valeur maximale : ${frenchNumber().format(limitOf(issue))}`;
    case 'email':
      return REGISTRATION_MESSAGES.invalidEmail;
    case 'iso_date':
      return INVALID_DATE;
    case 'regex':
      return REGISTRATION_MESSAGES.invalidFormat;
    default:
      return 'Valeur invalide';
  }
}

/**
 * Message of an entity schema: `english(issue)` for the CLI, or when parsed in French, `french`
 * (for a check whose kind says nothing) or else the French text of the issue's kind.
 */
export function entityMessage(english: (issue: v.BaseIssue<unknown>) => string, french?: string) {
  return (issue: v.BaseIssue<unknown>): string => {
    if (issue.lang === FRENCH) return french !== undefined && !isMissing(issue) ? french : frenchIssueMessage(issue);
    return english(issue);
  };
}
