import { sortParam, type ListSort } from '@otech/domain';
import { useListExport } from './listExport.ts';
import { useListUrl } from './useListUrl.ts';

/** A filter whose every field is text or absent: what a URL and the API's query hold. */
type TextFields<F> = { readonly [K in keyof F]: string | undefined };

/** How a list's filter is written in its URL and read back from it. */
interface FilterUrl<F> {
  read: (params: URLSearchParams) => F;
  params: (filter: F) => Readonly<Record<string, string | undefined>>;
}

interface StaffListOptions<Key extends string, F> {
  sortKeys: readonly Key[];
  defaultSort: ListSort<Key>;
  url: FilterUrl<F>;
  /** The API's export of the list and the file's name (`/admin/orders/export`, `commandes`). */
  exportFrom: { path: string; name: string };
}

/**
 * A staff list route's state in the URL (filter, page, sort), the API's request for it and its export.
 * `props` are what every list page takes alike (`StaffListProps` but for the toolbar and the retry),
 * so a route spreads them rather than wiring each one.
 */
export function useStaffList<Key extends string, F extends TextFields<F>>({ sortKeys, defaultSort, url, exportFrom }: StaffListOptions<Key, F>) {
  const list = useListUrl(sortKeys, defaultSort);
  const filter = url.read(list.params);
  // The API skips empty values, as the export's query does: the filter is the request.
  const request = { ...filter, sort: sortParam(list.sort) };
  const listExport = useListExport(exportFrom.path, exportFrom.name, request);
  return {
    request,
    page: list.page,
    listExport,
    props: {
      filter,
      onFilterChange: (next: F) => list.change(url.params(next)),
      page: list.page,
      onPageChange: list.setPage,
      sort: list.sort,
      onSortChange: list.setSort,
    },
  };
}
