import * as v from 'valibot';
import { frenchIssueMessage } from '../schemas/frenchIssues.ts';
import { CATALOGUE_COLUMNS, mapHeader, readHeader, ACCEPTED_HEADERS, WEIGHT_UNITS } from './columns.ts';
import type { CatalogueColumn, ColumnMapping } from './columns.ts';

const HEADER_MAX = 200;
const CATEGORY_MAX = 500;
const RAYON_MAX = 50;
/** Longest mapping file the administration's page sends along with a CSV, in characters. */
export const MAPPING_TEXT_MAX = 20_000;

/**
 * A mapping file (docs/cli.md, "Mapping file"): `otech import products --map` reads it and
 * `--save-map` writes it; the administration's catalogue page uploads and downloads the same JSON.
 * The messages are the CLI's ("expected …"); the page words them in French (`readMappingJson`).
 */
export const ColumnMappingSchema = v.strictObject({
  columns: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(HEADER_MAX, `a header of at most ${HEADER_MAX} characters`)),
      v.nullable(v.picklist(CATALOGUE_COLUMNS, `a catalogue column (${CATALOGUE_COLUMNS.join(', ')}) or null to ignore the header`)),
    ),
  ),
  weightUnit: v.optional(v.picklist(WEIGHT_UNITS, `one of ${WEIGHT_UNITS.join(', ')}`)),
  categories: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(CATEGORY_MAX, `a category of at most ${CATEGORY_MAX} characters`)),
      v.nullable(v.pipe(v.string('a rayon code or null'), v.maxLength(RAYON_MAX, `a rayon code of at most ${RAYON_MAX} characters`))),
    ),
  ),
}, 'an object with "columns", "weightUnit" and "categories" only');

export const MAPPING_MESSAGES = {
  notJson: 'Fichier de correspondance illisible : JSON attendu',
  invalid: (key: string, message: string) => `Fichier de correspondance invalide : ${key} : ${message}`,
  unknownKeys: 'Fichier de correspondance invalide : seules les clés "columns", "weightUnit" et "categories" sont acceptées',
} as const;

/** A mapping file's text read in French for the administration's page: the mapping, or why not. */
export function readMappingJson(text: string): { ok: true; mapping: ColumnMapping } | { ok: false; message: string } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { ok: false, message: MAPPING_MESSAGES.notJson };
  }
  const parsed = v.safeParse(ColumnMappingSchema, document);
  if (parsed.success) return { ok: true, mapping: parsed.output };
  const issue = parsed.issues[0];
  const key = v.getDotPath(issue);
  // A key of its own at the top (a strict object's issue) or a document that is no object at all.
  if (key === null || (issue.type === 'strict_object' && issue.path?.length === 1)) return { ok: false, message: MAPPING_MESSAGES.unknownKeys };
  return { ok: false, message: MAPPING_MESSAGES.invalid(key, frenchIssueMessage(issue)) };
}

/** Accepted names of every column, folded, longest first: the longer the name found, the surer the guess. */
const GUESSES = CATALOGUE_COLUMNS.flatMap((column) => ACCEPTED_HEADERS[column].map((name) => ({ key: readHeader(name).key, column })))
  .filter(({ key }) => key.length >= 3)
  .sort((a, b) => b.key.length - a.key.length);

/** The column a header the catalogue does not know probably means: one whose accepted name it contains ("Prix public" → price). */
export function guessColumn(header: string): CatalogueColumn | undefined {
  const { key } = readHeader(header);
  return GUESSES.find((guess) => key.includes(guess.key))?.column;
}

/**
 * The mapping of a file's header as staff left it: every header with its column (theirs, else the
 * one the built-in names give) or null, the same shape `--save-map` writes, to reuse with the CLI.
 */
export function completeMapping(header: readonly string[], mapping: ColumnMapping): ColumnMapping {
  const read = mapHeader(header, mapping);
  return {
    columns: Object.fromEntries(header.map((name, index) => [name, read.byIndex[index] ?? null])),
    ...((mapping.weightUnit ?? read.weightUnit) ? { weightUnit: mapping.weightUnit ?? read.weightUnit } : {}),
    ...(mapping.categories ? { categories: mapping.categories } : {}),
  };
}
