import * as v from 'valibot';
import { count, flag, optionalText, text } from './fields.ts';

/**
 * Column of a notice about the whole row or the whole file, not one of its cells. A code, not a
 * text: the CLI prints it as it is, the administration's page leaves it out of "Ligne N".
 */
export const WHOLE_ROW = '(row)';
export const WHOLE_FILE = '(file)';

const notice = v.object({ file: text, line: v.optional(count), column: optionalText, reason: v.pipe(v.string(), v.maxLength(5000)) });

/**
 * The answer of POST /admin/catalogue/import: the same row-by-row report as `otech import
 * products`, and whether the products were written (never when a row is refused).
 */
export const CatalogueImportResultSchema = v.object({
  file: text,
  encoding: text,
  delimiter: text,
  created: count,
  updated: count,
  skipped: count,
  rejected: count,
  rejections: v.array(v.object({ ...notice.entries, column: text })),
  warnings: v.array(notice),
  applied: flag,
  /** Applied with image addresses: the photos stored, and those not (each named in the warnings). */
  photos: v.optional(v.object({ stored: count, notStored: count })),
  /** The file's header as read (empty when the file could not be read): the page maps its unknown columns. */
  header: v.pipe(v.array(text), v.maxLength(1000)),
});
export type CatalogueImportResult = v.InferOutput<typeof CatalogueImportResultSchema>;

/**
 * The answer of POST /admin/clients/import: the same row-by-row report as `otech import clients`,
 * whether the clients were written, and how many invitations went out.
 */
export const ClientImportResultSchema = v.object({
  created: count,
  updated: count,
  skipped: count,
  rejected: count,
  rejections: v.array(v.object({ ...notice.entries, column: text })),
  warnings: v.array(notice),
  applied: flag,
  invited: v.optional(count),
});
