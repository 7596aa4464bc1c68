import * as v from 'valibot';
import { AMOUNT_MAX, COUNT_MAX, isCalendarDate, LIST_MAX, TEXT_LIMITS } from '../limits.ts';
import { entityMessage, INVALID_DATE } from './frenchIssues.ts';

/**
 * Message factory shared by every entity schema: the CLI prints `field: message`, so the message
 * says what was expected and repeats what was received (valibot already quotes strings). Parsed
 * in French (the API), the French text of the issue's kind, or `french` for a check.
 */
export function expected(what: string, french?: string) {
  return entityMessage((issue) => (issue.input === undefined ? 'is required' : `expected ${what}, got ${issue.received}`), french);
}

/** `must not be empty`, in French `Ce champ est requis`. */
const mustNotBeEmpty = entityMessage(() => 'must not be empty');

const atMost = (n: number) => expected(`${n} characters or less`);

export const text = v.pipe(v.string(expected('text')), v.trim(), v.maxLength(TEXT_LIMITS.line, atMost(TEXT_LIMITS.line)));
export const requiredText = v.pipe(text, v.nonEmpty(mustNotBeEmpty));
export const optionalText = v.optional(text);
/** Free text (descriptions, messages): longer than a line, still bounded. */
export const longText = v.pipe(v.string(expected('text')), v.trim(), v.maxLength(TEXT_LIMITS.long, atMost(TEXT_LIMITS.long)));
export const optionalLongText = v.optional(longText);
/** Free text that must be written: a message, a reason. */
export const requiredLongText = v.pipe(longText, v.nonEmpty(mustNotBeEmpty));

export const flag = v.boolean(expected('true or false'));

export const amount = v.pipe(
  v.number(expected('a number')),
  v.finite(expected('a finite number')),
  v.minValue(0, expected('a number of 0 or more')),
  v.maxValue(AMOUNT_MAX, expected(`a number of ${AMOUNT_MAX} or less`)),
);

export const count = v.pipe(
  v.number(expected('a number')),
  v.integer(expected('a whole number')),
  v.minValue(0, expected('a whole number of 0 or more')),
  v.maxValue(COUNT_MAX, expected(`a whole number of ${COUNT_MAX} or less`)),
);

/** Numeric ids of the records spec 1 §3 numbers (clients). */
export const recordId = v.pipe(count, v.minValue(1, expected('a positive id')));

export const textList = v.pipe(
  v.array(v.pipe(v.string(expected('text')), v.maxLength(TEXT_LIMITS.line, atMost(TEXT_LIMITS.line))), expected('a list')),
  v.maxLength(LIST_MAX, expected(`${LIST_MAX} entries or less`)),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Dates travel as ISO 8601 text (`2025-03-14` or `2025-03-14T09:30:00.000Z`). */
export const isoDate = v.pipe(
  v.string(expected('an ISO date')),
  v.check((value) => ISO_DATE.test(value) && isCalendarDate(value), expected('an ISO date', INVALID_DATE)),
);

export const email = v.pipe(
  v.string(expected('an e-mail address')),
  v.trim(),
  v.maxLength(TEXT_LIMITS.line, atMost(TEXT_LIMITS.line)),
  v.email(expected('an e-mail address')),
);

/** Status fields hold one of the spec's exact values. */
export function oneOf<const TValues extends readonly [string, ...string[]]>(values: TValues) {
  return v.picklist(values, expected(`one of ${values.join(', ')}`));
}

/** A signed bearer token (a JWT of a few hundred characters): longer than a text line, still bounded. */
export const bearerToken = v.pipe(v.string(expected('a token')), v.nonEmpty('must not be empty'), v.maxLength(TEXT_LIMITS.token, atMost(TEXT_LIMITS.token)));
