import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'windows-1252';
export type Delimiter = ';' | ',' | '\t';

export interface TableRow {
  /** 1-based line where the record starts in the file (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

export interface Table {
  encoding: TextEncoding;
  delimiter: Delimiter;
  /** Undefined for an empty file. */
  header: string[] | undefined;
  rows: AsyncIterable<TableRow>;
}

/** A CSV that cannot be read past some line (an unclosed quote…); rows before it were read. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** U+FFFD is what the decoder leaves for bytes that are not UTF-8: a row holding it was misread. */
export const REPLACEMENT_CHARACTER = '\ufffd';

const SAMPLE_BYTES = 256 * 1024;

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

/**
 * UTF-8 when there is a BOM or when the bytes decode as UTF-8 (plain ASCII included); otherwise
 * Windows-1252, what Excel writes for a French "CSV (séparateur: point-virgule)". A multi-byte
 * character cut at the end of the sample does not count against UTF-8.
 */
export function detectEncoding(sample: Buffer): TextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The delimiter found most often outside quotes on the header line. */
export function detectDelimiter(firstLine: string): Delimiter {
  const counts: Record<Delimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as Delimiter] += 1;
  }
  const best = (Object.keys(counts) as Delimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ';');
  return counts[best] > 0 ? best : ';';
}

export interface OpenTableOptions {
  /** Overrides detection (`--encoding`). */
  encoding?: TextEncoding;
  /** Called with the number of bytes read so far. */
  onProgress?: (bytes: number) => void;
}

/** Opens a CSV file for streaming: encoding and delimiter detected, BOM dropped, header read. */
export async function openTable(file: string, options: OpenTableOptions = {}): Promise<Table> {
  const sample = await readSample(file);
  const encoding = options.encoding ?? detectEncoding(sample);
  const firstLine = iconv.decode(sample, encoding).split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);

  const source = createReadStream(file);
  let bytes = 0;
  if (options.onProgress) {
    const report = options.onProgress;
    source.on('data', (chunk) => {
      bytes += chunk.length;
      report(bytes);
    });
  }
  const parser = source.pipe(iconv.decodeStream(encoding, { stripBOM: true })).pipe(
    parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: true }),
  );

  const records = (async function* (): AsyncGenerator<TableRow> {
    let lastEnd = 0;
    let lastEmpty = 0;
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; empty_lines: number } }>) {
        const line = lastEnd + 1 + (info.empty_lines - lastEmpty);
        lastEnd = info.lines;
        lastEmpty = info.empty_lines;
        yield { line, cells: record };
      }
    } catch (error) {
      source.destroy();
      throw new CsvSyntaxError(lastEnd + 1, error instanceof Error ? error.message : String(error));
    }
  })();

  const first = await records.next();
  return {
    encoding,
    delimiter,
    header: first.done ? undefined : first.value.cells,
    rows: { [Symbol.asyncIterator]: () => records },
  };
}
