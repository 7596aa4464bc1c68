import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { RayonSchema } from '@otech/domain';
import type { Rayon } from '@otech/domain';
import { CATALOGUE_COLUMNS } from '@otech/domain/catalogue-import';
import type { CatalogueRow } from '@otech/domain/catalogue-import';
import { openTable } from '../csv/readTable.ts';
import { DATA_FILES, dataPath } from './dataDir.ts';

/** A data/ file that does not hold what it should: the data folder needs repair, not the input. */
export class DataFileError extends Error {}

export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DataFileError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function readRayons(dataDir: string): Promise<Rayon[]> {
  const file = dataPath(dataDir, DATA_FILES.rayons);
  const parsed = v.safeParse(v.array(RayonSchema), await readJsonFile(file));
  if (!parsed.success) throw new DataFileError(`${file}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/**
 * The current catalogue rows by reference, in file order. Rows are kept as the text they hold:
 * rows an import does not touch are written back unchanged.
 */
export async function readCatalogue(dataDir: string): Promise<Map<string, CatalogueRow>> {
  const file = dataPath(dataDir, DATA_FILES.products);
  const rows = new Map<string, CatalogueRow>();
  if (!existsSync(file)) return rows;
  const table = await openTable(file, { encoding: 'utf-8' });
  const header = table.header ?? [];
  const missing = CATALOGUE_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new DataFileError(`${file}:1: missing column(s) ${missing.join(', ')}`);
  for await (const batch of table.batches) for (const { cells } of batch) {
    const row = Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? ''])) as CatalogueRow;
    rows.set(row.reference, row);
  }
  return rows;
}
