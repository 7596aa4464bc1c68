import * as v from 'valibot';
import { MAIL_STATUSES } from '@otech/domain';

/**
 * An inbox list's search, status and page, kept in the URL so a filtered list can be shared and
 * gone back to. A hand-edited URL with an unknown status or page shows every row, page 1.
 */
export interface InboxListParams<S extends string> {
  filter: { search: string; status?: S };
  page: number;
}

function inboxParams<const T extends readonly [string, ...string[]]>(statuses: T) {
  const schema = v.object({
    search: v.fallback(v.pipe(v.string(), v.trim()), ''),
    status: v.fallback(v.optional(v.picklist(statuses)), undefined),
    page: v.fallback(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), 1),
  });
  return (params: URLSearchParams): InboxListParams<T[number]> => {
    const { search, status, page } = v.parse(schema, Object.fromEntries(params));
    return { filter: status ? { search, status } : { search }, page };
  };
}

export const readOutboxParams = inboxParams(MAIL_STATUSES);

/** The URL query of a list state; empty values and page 1 are left out. */
export function inboxListSearch<S extends string>({ filter, page }: InboxListParams<S>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (page > 1) params.set('page', String(page));
  return params;
}
