import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { UsageError } from '../report.ts';
import { CATALOGUE_COLUMNS, WEIGHT_UNITS } from '@otech/domain/catalogue-import';
import type { ColumnMapping } from '@otech/domain/catalogue-import';

const HEADER_MAX = 200;
const CATEGORY_MAX = 500;
const RAYON_MAX = 50;

/** `--map map.json` (cli/README.md, "Mapping file"); `otech import products --save-map` writes one. */
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

/** Reads and checks a mapping file; any problem is a bad invocation naming the file and the key. */
export async function readMappingFile(file: string): Promise<ColumnMapping> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${error instanceof Error ? error.message : String(error)})`;
    throw new UsageError(`${file}: mapping file: ${reason}`);
  }
  const parsed = v.safeParse(ColumnMappingSchema, document);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = v.getDotPath(issue) ?? '(top level)';
    throw new UsageError(`${file}: mapping file: ${key}: expected ${issue.message}, got ${issue.received}`);
  }
  return parsed.output;
}
