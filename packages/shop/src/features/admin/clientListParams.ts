import * as v from 'valibot';
import { CLIENT_ACCOUNT_STATES, TEXT_LIMITS, type AdminClientFilter } from '@otech/domain';

// The client list's filter lives in the URL (?compte=bloques&search=martin&du=2027-01-01&au=2027-01-31);
// a hand-edited unknown state or date shows them all.
const day = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');
const ParamsSchema = v.object({
  compte: v.fallback(v.picklist(['', ...CLIENT_ACCOUNT_STATES]), ''),
  search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.line)), ''),
  du: day,
  au: day,
});

export function readClientFilter(params: URLSearchParams): AdminClientFilter {
  const { compte, search, du, au } = v.parse(ParamsSchema, Object.fromEntries(params));
  return { compte, search, from: du, to: au };
}

/** The URL's values of a filter (empty ones removed by the list's URL). */
export function clientFilterParams(filter: AdminClientFilter): Record<string, string> {
  return { compte: filter.compte, search: filter.search, du: filter.from, au: filter.to };
}
