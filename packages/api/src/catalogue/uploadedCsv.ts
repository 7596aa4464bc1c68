import { parse } from 'csv-parse/sync';
import { detectDelimiter } from '@otech/domain/catalogue-import';
import type { Delimiter, ImportRow } from '@otech/domain/catalogue-import';

export interface UploadedTable {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: Delimiter;
  /** Undefined for an empty file. */
  header: string[] | undefined;
  rows: ImportRow[];
}

/** A file that cannot be read as CSV at all, at this line: nothing of it is imported. */
export class UploadedCsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** UTF-8 when the bytes are UTF-8, else Windows-1252, as French spreadsheets save "CSV" (the CLI reads it the same way). */
function decode(bytes: Uint8Array): { text: string; encoding: UploadedTable['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

const breaksIn = (cells: readonly string[]) => cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * A CSV file sent from the administration's catalogue page, read whole (it is bounded by the
 * upload limit): encoding and delimiter detected as the CLI detects them, each record numbered
 * with the physical line it starts on, empty lines left out.
 */
export function readUploadedCsv(bytes: Uint8Array): UploadedTable {
  const { text, encoding } = decode(bytes);
  const delimiter = detectDelimiter(text.split(/\r?\n/, 1)[0] ?? '');
  let records: string[][];
  try {
    // relax_quotes: spreadsheets write `Pile "CR2025"` unescaped inside an unquoted cell; keep the quotes as text.
    records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, bom: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new UploadedCsvError(line, error instanceof Error ? error.message : String(error));
  }
  const rows: ImportRow[] = [];
  let line = 1;
  for (const cells of records) {
    if (cells.length > 1 || cells[0] !== '') rows.push({ line, cells });
    line += 1 + breaksIn(cells);
  }
  const header = rows.shift()?.cells;
  return { encoding, delimiter, header, rows };
}
