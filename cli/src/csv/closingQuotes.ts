import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { CsvSyntaxError } from './csvSyntaxError.ts';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

function countLineFeeds(bytes: Buffer, end: number): number {
  let count = 0;
  for (let at = bytes.indexOf(LF); at !== -1 && at < end; at = bytes.indexOf(LF, at + 1)) count += 1;
  return count;
}

/**
 * Passes UTF-8 bytes through unchanged and fails with a CsvSyntaxError, naming its line, when a
 * quoted cell's closing quote is followed by anything but the delimiter or a line break
 * (`"abc"def`). csv-parse must run with relax_quotes so that a spreadsheet's unescaped quotes
 * inside an unquoted cell stay text, and relax_quotes also swallows that malformed closing quote
 * silently. It follows csv-parse's rules: a quote opens a quoted cell only at the cell's start, and
 * a doubled quote inside one is an escaped quote. Only the quotes are visited, so it costs little.
 */
export class ClosingQuoteCheck extends Transform {
  private quoted = false;
  /** A quoted cell's quote was the last byte of the previous chunk: the next byte decides. */
  private quoteAtEnd = false;
  /** The byte before the current chunk; a line break at the file's start. */
  private previous = LF;
  private linesBefore = 0;

  constructor(private readonly delimiter: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bad = this.scan(chunk);
    if (bad !== -1) {
      callback(new CsvSyntaxError(this.linesBefore + countLineFeeds(chunk, bad) + 1, 'a quoted cell\'s closing quote is followed by text instead of the delimiter or a line break'));
      return;
    }
    if (chunk.length > 0) this.previous = chunk[chunk.length - 1] ?? LF;
    this.linesBefore += countLineFeeds(chunk, chunk.length);
    callback(null, chunk);
  }

  private endsCell(byte: number | undefined): boolean {
    return byte === this.delimiter || byte === LF || byte === CR;
  }

  /** Where a malformed closing quote is in `chunk`, or -1. */
  private scan(chunk: Buffer): number {
    let at = 0;
    if (this.quoteAtEnd) {
      this.quoteAtEnd = false;
      if (chunk[0] === QUOTE) at = 1;
      else if (this.endsCell(chunk[0])) this.quoted = false;
      else return 0;
    }
    for (let quote = chunk.indexOf(QUOTE, at); quote !== -1; quote = chunk.indexOf(QUOTE, at)) {
      at = quote + 1;
      if (!this.quoted) {
        const before = quote === 0 ? this.previous : chunk[quote - 1];
        this.quoted = this.endsCell(before);
      } else if (quote + 1 === chunk.length) {
        this.quoteAtEnd = true;
      } else if (chunk[quote + 1] === QUOTE) {
        at = quote + 2;
      } else if (this.endsCell(chunk[quote + 1])) {
        this.quoted = false;
      } else {
        return quote;
      }
    }
    return -1;
  }
}
