import * as v from 'valibot';
import { CONTACT_REQUEST_STATUSES, QUOTE_STATUSES, SALES_INBOX_SEARCH_MAX } from '@otech/domain';

/** The filter of a sales inbox list (/admin/devis, /admin/messages): words, a status or all (''), the days received. */
export interface InboxListFilter<S extends string> {
  search: string;
  status: S | '';
  from: string;
  to: string;
}

// The filter lives in the URL (?status=new&search=devis+lyon&du=2027-01-01&au=2027-01-31), its page and
// sort beside it (useListUrl); a hand-edited unknown status or date shows them all.
function inboxListUrl<const S extends readonly [string, ...string[]]>(statuses: S) {
  const day = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');
  const schema = v.object({
    status: v.fallback(v.picklist(['', ...statuses]), ''),
    search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(SALES_INBOX_SEARCH_MAX)), ''),
    du: day,
    au: day,
  });
  return {
    read(params: URLSearchParams): InboxListFilter<S[number]> {
      const { status, search, du, au } = v.parse(schema, Object.fromEntries(params));
      return { status: status as S[number] | '', search, from: du, to: au };
    },
    /** The URL's values of a filter (empty ones removed by the list's URL). */
    params: (filter: InboxListFilter<S[number]>): Record<string, string> => ({ status: filter.status, search: filter.search, du: filter.from, au: filter.to }),
  };
}

export const messageListUrl = inboxListUrl(CONTACT_REQUEST_STATUSES);
export const quoteListUrl = inboxListUrl(QUOTE_STATUSES);
