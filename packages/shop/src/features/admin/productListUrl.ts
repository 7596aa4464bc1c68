import * as v from 'valibot';
import { ADMIN_PRODUCT_SEARCH_MAX, TEXT_LIMITS, type AdminProductFilter } from '@otech/domain';

// The products list's filter lives in the URL (?search=chargeur+12+v&rayon=vc, &archives=1 for « Archivés »); its page and sort beside it (useListUrl).
const ParamsSchema = v.object({
  search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_PRODUCT_SEARCH_MAX)), ''),
  rayon: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.line)), ''),
  archives: v.fallback(v.picklist(['', '1']), ''),
});

export function readProductFilter(params: URLSearchParams): AdminProductFilter {
  return v.parse(ParamsSchema, Object.fromEntries(params));
}

/** The URL's values of a filter (empty ones removed by the list's URL). */
export function productFilterParams(filter: AdminProductFilter): Record<string, string> {
  return { search: filter.search, rayon: filter.rayon, archives: filter.archives };
}
