import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline, Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { detectDelimiter } from '@otech/domain/catalogue-import';
import type { Delimiter } from '@otech/domain/catalogue-import';
import { UsageError } from '../report.ts';
import { ClosingQuoteCheck } from './closingQuotes.ts';
import { CsvSyntaxError } from './csvSyntaxError.ts';
import { DecodeToUtf8, detectEncoding } from './decodeToUtf8.ts';
import type { StrayByte, TextEncoding } from './decodeToUtf8.ts';

export type { TextEncoding } from './decodeToUtf8.ts';

interface TableRow {
  /** 1-based physical line where the record starts in the file (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

export interface Table {
  encoding: TextEncoding;
  delimiter: Delimiter;
  /** Undefined for an empty file. */
  header: string[] | undefined;
  /** The records after the header, a parsed chunk at a time (no promise per row on large files). */
  batches: AsyncIterable<TableRow[]>;
  /** The same records one by one; read either this or `batches`. */
  rows: AsyncIterable<TableRow>;
  /** Bytes of a UTF-8 file that were not UTF-8, read as Windows-1252; complete once `rows` is read. */
  strayBytes: StrayByte[];
}

export { CsvSyntaxError } from './csvSyntaxError.ts';

/** The input is not a CSV file at all: a one-line error and exit code 2, nothing read. */
class NotACsvError extends UsageError {}

const SAMPLE_BYTES = 256 * 1024;
/**
 * csv-parse turns a whole chunk into records at once, and the records still waiting at a
 * young-generation collection are copied: 64 KiB chunks (the stream default) keep fewer waiting
 * than 1 MiB ones (an import of 40,000 rows peaks at about 150 MB instead of 190).
 */
const READ_CHUNK_BYTES = 64 * 1024;

async function readSample(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function looksLikeJson(text: string): boolean {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) return true;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value !== 'string' && trimmed !== '' && !/^[^\n]*[;,\t]/.test(trimmed);
  } catch {
    return false;
  }
}

/** UTF-16 without its byte order mark: every other byte of its (mostly ASCII) first line is NUL. */
function looksLikeUtf16(sample: Buffer): boolean {
  const head = sample.subarray(0, Math.min(sample.length, 64) & ~1);
  if (head.length < 4) return false;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < head.length; i += 2) {
    if (head[i] === 0) evenNuls += 1;
    if (head[i + 1] === 0) oddNuls += 1;
  }
  const pairs = head.length / 2;
  return (oddNuls === pairs && evenNuls === 0) || (evenNuls === pairs && oddNuls === 0);
}

/** What a file is when it is not a CSV, from its first bytes; undefined when it may be one. */
function notACsv(sample: Buffer, wholeFile: boolean): string | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => sample[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'a ZIP archive (an Excel .xlsx or OpenDocument .ods workbook?): save it as "CSV UTF-8" from the spreadsheet';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'an old Excel .xls workbook: save it as "CSV UTF-8" from the spreadsheet';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'a PDF document';
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) return 'UTF-16 text: save it as "CSV UTF-8"';
  if (looksLikeUtf16(sample)) return 'UTF-16 text: save it as "CSV UTF-8"';
  if (sample.includes(0)) return 'binary data (it holds NUL bytes)';
  if (wholeFile && looksLikeJson(sample.toString('utf8'))) return 'JSON';
  if (!wholeFile && /^\s*[[{]/.test(sample.toString('utf8', 0, 64))) return 'JSON';
  return undefined;
}

/** Refuses, before anything is read, a path that is a folder or a file that is not CSV text. */
async function assertCsvFile(file: string): Promise<void> {
  const info = await stat(file);
  if (info.isDirectory()) throw new NotACsvError(`${file}: is a directory, not a CSV file`);
  const what = notACsv(await readSample(file), info.size <= SAMPLE_BYTES);
  if (what !== undefined) throw new NotACsvError(`${file}: is ${what}, not a CSV file`);
}

/** Records handed to the reader at a time: one await per batch, and few records alive at once. */
const BATCH_RECORDS = 100;
/**
 * Longest record, in characters: far above any catalogue row (descriptions stop at 5,000), far
 * below what would exhaust memory. A file past it is not a product list with these delimiters (one
 * endless line, a cell pasted a million times): refused with its line instead of read whole.
 */
export const MAX_RECORD_CHARS = 1 << 20;

/** csv-parse's errors, said for staff: what is wrong at the line named beside it. */
function syntaxMessage(error: unknown, delimiter: Delimiter): string {
  const code = (error as { code?: string }).code;
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted cell opens on this line and is never closed';
  if (code === 'CSV_MAX_RECORD_SIZE') {
    return `the row starting on this line is longer than ${MAX_RECORD_CHARS} characters (is the file a table with ${JSON.stringify(delimiter)} between its cells?)`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Line breaks inside a record's quoted cells: a CRLF counts once (csv-parse's own count takes it twice). */
function breaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks += 1;
  return breaks;
}

/** An empty line (one empty cell), or a spreadsheet's trailing row of delimiters only (`;;;;`). */
function isBlankRecord(record: readonly string[]): boolean {
  for (const cell of record) if (cell.trim() !== '') return false;
  return true;
}

/**
 * Numbers the parser's records with the physical line they start on and groups them, so that the
 * reader awaits once per batch, not once per record. Blank records (empty lines, rows of bare
 * delimiters) are counted, not passed on.
 */
class NumberedBatches extends Transform {
  /** Where the next record starts: the line of a record the parser fails on. */
  nextLine = 1;
  private batch: TableRow[] = [];

  constructor() {
    super({ objectMode: true });
  }

  override _transform(record: string[], _encoding: BufferEncoding, callback: TransformCallback): void {
    const line = this.nextLine;
    this.nextLine += 1 + breaksIn(record);
    if (!isBlankRecord(record)) this.batch.push({ line, cells: record });
    if (this.batch.length >= BATCH_RECORDS) {
      this.push(this.batch);
      this.batch = [];
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.batch.length > 0) this.push(this.batch);
    callback();
  }
}

export interface ReadProgress {
  bytes: number;
  lines: number;
}

export interface OpenTableOptions {
  /** Overrides detection (`--encoding`). */
  encoding?: TextEncoding;
  /** Called as the file is read: its bytes read so far, and the lines parsed (what staff count in). */
  onProgress?: (progress: ReadProgress) => void;
}

/** Opens a CSV file for streaming: encoding and delimiter detected, BOM dropped, header read. */
export async function openTable(file: string, options: OpenTableOptions = {}): Promise<Table> {
  await assertCsvFile(file);
  const sample = await readSample(file);
  const encoding = options.encoding ?? detectEncoding(sample);
  const firstLine = iconv.decode(sample, encoding).split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);

  const strayBytes: StrayByte[] = [];
  const source = createReadStream(file, { highWaterMark: READ_CHUNK_BYTES });
  let bytes = 0;
  const numbered = new NumberedBatches();
  if (options.onProgress) {
    const report = options.onProgress;
    source.on('data', (chunk) => {
      bytes += chunk.length;
      report({ bytes, lines: numbered.nextLine - 1 });
    });
  }
  const decoder = new DecodeToUtf8(encoding, (stray) => strayBytes.push(stray));
  // relax_quotes: spreadsheets write `Pile "CR2025"` unescaped inside an unquoted cell; keep the quotes as text.
  const parser = parse({ delimiter, relax_column_count: true, relax_quotes: true, max_record_size: MAX_RECORD_CHARS });
  // pipeline, not pipe: a read or parse error must reach the loop below instead of leaving it waiting.
  const batched = pipeline(source, decoder, new ClosingQuoteCheck(delimiter.charCodeAt(0)), parser, numbered, () => undefined);

  const parsed = (async function* (): AsyncGenerator<TableRow[]> {
    try {
      yield* batched as AsyncIterable<TableRow[]>;
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw error;
      throw new CsvSyntaxError(numbered.nextLine, syntaxMessage(error, delimiter));
    }
  })();

  const first = await parsed.next();
  const firstRows = first.done ? [] : first.value;
  const header = firstRows.shift()?.cells;
  const batches = (async function* (): AsyncGenerator<TableRow[]> {
    if (firstRows.length > 0) yield firstRows;
    yield* parsed;
  })();
  const rows = (async function* (): AsyncGenerator<TableRow> {
    for await (const batch of batches) yield* batch;
  })();
  return {
    encoding,
    delimiter,
    header,
    batches,
    rows,
    strayBytes,
  };
}
