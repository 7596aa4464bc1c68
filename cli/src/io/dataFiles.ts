import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { RayonSchema } from '@otech/domain';
import type { Rayon } from '@otech/domain';
import { CATALOGUE_COLUMNS } from '@otech/domain/catalogue-import';
import type { CatalogueRow } from '@otech/domain/catalogue-import';
import { openTable } from '../csv/readTable.ts';
import { CatalogueLines } from './catalogueLines.ts';
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

/** The catalogue file's rows a batch at a time, each as its cells in CATALOGUE_COLUMNS order whatever the file's own order. */
async function* catalogueCells(dataDir: string): AsyncGenerator<string[][]> {
  const file = dataPath(dataDir, DATA_FILES.products);
  if (!existsSync(file)) return;
  const table = await openTable(file, { encoding: 'utf-8' });
  const header = table.header ?? [];
  const missing = CATALOGUE_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new DataFileError(`${file}:1: missing column(s) ${missing.join(', ')}`);
  const at = CATALOGUE_COLUMNS.map((column) => header.indexOf(column));
  const inOrder = at.every((index, i) => index === i);
  for await (const batch of table.batches) {
    yield batch.map(({ cells }) => (inOrder && cells.length === at.length ? cells : at.map((index) => cells[index] ?? '')));
  }
}

/**
 * The current catalogue rows by reference, in file order. Rows are kept as the text they hold:
 * rows an import does not touch are written back unchanged.
 */
export async function readCatalogue(dataDir: string): Promise<Map<string, CatalogueRow>> {
  const rows = new Map<string, CatalogueRow>();
  for await (const batch of catalogueCells(dataDir)) for (const cells of batch) {
    const row = Object.fromEntries(CATALOGUE_COLUMNS.map((column, i) => [column, cells[i]])) as CatalogueRow;
    rows.set(row.reference, row);
  }
  return rows;
}

/** The current catalogue as its lines by reference (what the product import holds, catalogueLines.ts). */
export async function readCatalogueLines(dataDir: string): Promise<CatalogueLines> {
  const lines = new CatalogueLines();
  for await (const batch of catalogueCells(dataDir)) for (const cells of batch) lines.add(cells);
  return lines;
}
