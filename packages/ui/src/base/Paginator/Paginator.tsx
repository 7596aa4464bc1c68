import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { PAGINATOR_LABELS, paginatorRange, totalPages } from '@otech/domain';
import { NativeSelect } from '../NativeSelect/NativeSelect.tsx';
import { buttons, pageButton, paginator, range } from './Paginator.css.ts';

export type PaginatorProps = {
  /** 1-based current page. */
  page: number;
  /** How many items a page shows. */
  pageSize: number;
  /** How many items the whole list has, for the "a - b sur total" range and the last page. */
  total: number;
  /** A page button was pressed: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Page sizes offered (spec: 12 alone on the catalogue; 5, 10, 25 on the account dashboard). */
  pageSizeOptions?: readonly number[];
  /** Another page size was chosen; the size select is disabled without several options. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Names the navigation landmark when a screen holds more than one list. */
  label?: string;
  /** What the page size counts, where the list is not of products (the spec's "Produits par page :"). */
  itemsPerPageLabel?: string;
};

/** First / previous / next / last page buttons, the "a - b sur total" range and the page size. */
export function Paginator({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions = [pageSize],
  onPageSizeChange,
  label = 'Pagination',
  itemsPerPageLabel = PAGINATOR_LABELS.itemsPerPage,
}: PaginatorProps) {
  const last = Math.max(1, totalPages(total, pageSize));
  const step = (name: string, Glyph: LucideIcon, target: number, isDisabled: boolean) => (
    <button type="button" className={pageButton} aria-label={name} disabled={isDisabled} onClick={() => onPageChange(target)}>
      <Glyph size={20} aria-hidden="true" />
    </button>
  );
  return (
    <nav className={paginator} aria-label={label}>
      <NativeSelect
        label={itemsPerPageLabel}
        labelBeside
        options={pageSizeOptions.map((size) => ({ id: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(size) => onPageSizeChange?.(Number(size))}
        isDisabled={pageSizeOptions.length < 2}
      />
      <span className={range} aria-live="polite">
        {paginatorRange(page, pageSize, total)}
      </span>
      <div className={buttons}>
        {step(PAGINATOR_LABELS.firstPage, ChevronsLeft, 1, page <= 1)}
        {step(PAGINATOR_LABELS.previousPage, ChevronLeft, page - 1, page <= 1)}
        {step(PAGINATOR_LABELS.nextPage, ChevronRight, page + 1, page >= last)}
        {step(PAGINATOR_LABELS.lastPage, ChevronsRight, last, page >= last)}
      </div>
    </nav>
  );
}
