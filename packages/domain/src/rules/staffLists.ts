import * as v from 'valibot';
import { isoDay, type DateInput } from '../format/date.ts';
import { formatInteger } from '../format/numbers.ts';
import { isCalendarDate } from '../limits.ts';
import { INVALID_DATE } from '../schemas/frenchIssues.ts';
import type { Product } from '../schemas/product.ts';
import { foldAccents } from './foldAccents.ts';

/* The staff lists' shared rules (issues 23 and 27): sort in the URL, exports, search on typing. */

/** A staff search runs this long after typing stops (spec 3 §5 and §9's client search does the same). */
export const STAFF_LIST_SEARCH_DEBOUNCE_MS = 300;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list sorted by one of its columns, on the server. */
export interface ListSort<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** The sort as the URL and the API write it: `date` ascending, `-date` descending (JSON:API's convention). */
export function sortParam(sort: ListSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** Reads `sort` back; anything but one of `keys` (with or without its `-`) gives `fallback`. */
export function readSort<Key extends string>(param: string | null | undefined, keys: readonly Key[], fallback: ListSort<Key>): ListSort<Key> {
  if (!param) return fallback;
  const direction: SortDirection = param.startsWith('-') ? 'desc' : 'asc';
  const key = keys.find((candidate) => candidate === param.replace(/^-/, ''));
  return key ? { key, direction } : fallback;
}

/** What a header's press asks for: the same column turned around, or another column in its first direction. */
export function nextSort<Key extends string>(current: ListSort<Key>, key: Key, firstDirection: SortDirection = 'asc'): ListSort<Key> {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The query's `sort` for a list whose columns are `keys`: a wrong value is a French 400 naming the allowed ones. */
export function sortQuery<const Key extends string>(keys: readonly [Key, ...Key[]], fallback: ListSort<Key>) {
  const allowed = keys.flatMap((key) => [key, `-${key}`]);
  return v.optional(
    v.pipe(
      v.string('Une seule valeur attendue'),
      v.picklist(allowed, `Tri attendu : ${allowed.join(', ')}`),
      v.transform((param) => readSort(param, keys, fallback)),
    ),
    sortParam(fallback),
  );
}

/**
 * A list's `from` / `to` in its query: a real `YYYY-MM-DD` day, or absent. `2027-13-01` would
 * otherwise throw in the end date's arithmetic (a 500) and `2027-02-31` be read as March 3rd.
 */
export const listDayQuery = v.optional(
  v.pipe(
    v.string('Une seule valeur attendue'),
    v.check((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isCalendarDate(day), INVALID_DATE),
  ),
);

/** A list's `search` in its query: trimmed, at most `max` characters, '' when absent. */
export const listSearchQuery = (max: number) => v.optional(v.pipe(v.string('Une seule valeur attendue'), v.trim(), v.maxLength(max, `Recherche limitée à ${max} caractères`)), '');

/** A list's `page` in its query: a whole number from 1 (past the end, the list answers its last page). */
export const listPageQuery = v.optional(v.pipe(v.string('Une seule valeur attendue'), v.regex(/^[1-9]\d{0,6}$/, 'Numéro de page attendu'), v.transform(Number)), '1');

/** The words of a staff search, folded (no accents, lower case): each must be found, in any order. */
export function searchWords(search: string): string[] {
  return foldAccents(search).split(/\s+/).filter(Boolean);
}

/**
 * What the staff's product search looks for its words in: the product's reference (as its row
 * holds it), name, brand and EAN, folded as `searchWords` folds the words. Stored with each product
 * row (migration 0130, decision 274).
 */
export function productSearchText(reference: string, product: Pick<Product, 'name' | 'brand' | 'ean'>): string {
  return foldAccents(`${reference} ${product.name} ${product.brand ?? ''} ${product.ean ?? ''}`);
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export's `format`: csv or xlsx, nothing else. */
export const exportFormatQuery = v.picklist(EXPORT_FORMATS, 'Format attendu : csv ou xlsx');

/** The media type an export is sent with. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * An export's file name: the list and the day it was made on the shop's calendar (Paris), so an
 * export made at 00:30 in Paris carries that day, not UTC's day before (issue 27).
 */
export function exportFileName(list: string, madeAt: DateInput, format: ExportFormat): string {
  return `${list}_${isoDay(madeAt)}.${format}`;
}

/** "1 entrée", "12 345 entrées": a list's total as its heading says it. */
export function countLabel(total: number, one: string, many: string): string {
  return `${formatInteger(total)} ${total === 1 ? one : many}`;
}

/**
 * What the list says when the page asked for is past the end: the server answered its last page,
 * and the heading says so instead of showing another page as if it were the one asked for.
 */
export function pastEndNotice(asked: number, answered: number): string | undefined {
  return asked > answered ? `La page ${asked} n’existe pas : voici la dernière page (${answered}).` : undefined;
}
