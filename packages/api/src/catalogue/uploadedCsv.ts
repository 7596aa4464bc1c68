import { Buffer, isUtf8 } from 'node:buffer';
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

/**
 * UTF-8 when the bytes are UTF-8, else Windows-1252, as French spreadsheets save "CSV" (the CLI
 * reads it the same way). UTF-8 bytes go to csv-parse as they are: decoding them into a string it
 * would only encode again cost a quarter of csv-parse's own time on a 40,000-row file (issue 20).
 */
function decode(bytes: Uint8Array): { csv: Buffer | string; firstLine: string; encoding: UploadedTable['encoding'] } {
  if (isUtf8(bytes)) {
    const lineEnd = bytes.indexOf(0x0a);
    const firstLine = new TextDecoder('utf-8').decode(lineEnd === -1 ? bytes : bytes.subarray(0, lineEnd));
    return { csv: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), firstLine, encoding: 'utf-8' };
  }
  const text = new TextDecoder('windows-1252').decode(bytes);
  return { csv: text, firstLine: text.split(/\r?\n/, 1)[0] ?? '', encoding: 'windows-1252' };
}

const breaksIn = (cells: readonly string[]) => cells.reduce((count, cell) => (cell.includes('\n') ? count + (cell.match(/\n/g)?.length ?? 0) : count), 0);

/**
 * A CSV file sent from the administration's catalogue page, read whole (it is bounded by the
 * upload limit): encoding and delimiter detected as the CLI detects them, each record numbered
 * with the physical line it starts on, empty lines left out.
 */
export function readUploadedCsv(bytes: Uint8Array): UploadedTable {
  const { csv, firstLine, encoding } = decode(bytes);
  const delimiter = detectDelimiter(firstLine.replace(/\r$/, ''));
  let records: string[][];
  try {
    // relax_quotes: spreadsheets write `Pile "CR2025"` unescaped inside an unquoted cell; keep the quotes as text.
    records = parse(csv, { delimiter, relax_column_count: true, relax_quotes: true, bom: true }) as string[][];
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
