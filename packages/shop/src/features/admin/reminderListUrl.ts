import * as v from 'valibot';
import { ADMIN_INVOICE_SEARCH_MAX, type AdminReminderFilter } from '@otech/domain';

// The reminders list's filter lives in the URL (?search=garage&du=2027-01-01&au=2027-01-31); a hand-edited
// wrong date shows them all. Its page and sort are beside it (useListUrl).
const day = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');
const ParamsSchema = v.object({
  search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_INVOICE_SEARCH_MAX)), ''),
  du: day,
  au: day,
});

export function readReminderFilter(params: URLSearchParams): AdminReminderFilter {
  const { search, du, au } = v.parse(ParamsSchema, Object.fromEntries(params));
  return { search, from: du, to: au };
}

/** The URL's values of a filter (empty ones removed by the list's URL). */
export function reminderFilterParams(filter: AdminReminderFilter): Record<string, string> {
  return { search: filter.search, du: filter.from, au: filter.to };
}
