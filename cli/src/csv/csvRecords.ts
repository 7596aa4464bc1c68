import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { CsvSyntaxError } from './csvSyntaxError.ts';

/** A record of the file: the physical line it starts on (a quoted cell may span lines), and its cells. */
export interface TableRow {
  line: number;
  cells: string[];
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** Records handed on at a time: one await per batch for the reader, and few records alive at once. */
const BATCH_RECORDS = 100;

/** An empty line (one empty cell), or a spreadsheet's trailing row of delimiters only (`;;;;`). */
function isBlankRecord(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

/**
 * Turns a CSV file's UTF-8 text into records numbered with the physical line they start on,
 * handed on a hundred at a time; blank records (empty lines, rows of bare delimiters) are counted,
 * not passed on. It reads as spreadsheets write: a quote opens a quoted cell only at the cell's
 * start (`Pile "CR2025"` unquoted keeps its quotes as text), a doubled quote inside one is a quote,
 * and a record ends at LF, CRLF or CR (old Mac Excel) outside quotes. What cannot be read fails
 * with a CsvSyntaxError naming its line: a quoted cell never closed, a closing quote followed by
 * text (`"abc"def`), a record longer than `maxRecordChars` (one endless line, a wrong delimiter:
 * refused instead of held whole).
 *
 * Written for speed, a cell at a time with indexOf over the text instead of a character at a time:
 * the catalogue import must stay within 1.5 times a process that only parses its file with
 * csv-parse (issue 11), and csv-parse alone took most of that.
 */
export class CsvRecords extends Transform {
  /** The physical line the next record starts on: the line of a record that fails. */
  line = 1;
  /** Text after the last whole record, waiting for the rest of its record. */
  private rest = '';
  private batch: TableRow[] = [];
  private readonly decoder = new StringDecoder('utf8');

  constructor(
    private readonly delimiter: string,
    private readonly maxRecordChars: number,
  ) {
    super({ readableObjectMode: true });
  }

  /** The cells of one record held in memory (a stored catalogue line read again), read as in a file. */
  static cellsOf(text: string, delimiter: string): string[] {
    const reader = new CsvRecords(delimiter, Number.POSITIVE_INFINITY);
    reader.records(text, true);
    return reader.batch[0]?.cells ?? [];
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.parseText(this.decoder.write(chunk), false, callback);
  }

  override _flush(callback: TransformCallback): void {
    this.parseText(this.decoder.end(), true, callback);
  }

  private parseText(more: string, final: boolean, callback: TransformCallback): void {
    const text = this.rest === '' ? more : this.rest + more;
    let done: number;
    try {
      done = this.records(text, final);
    } catch (error) {
      callback(error as Error);
      return;
    }
    this.rest = done === text.length ? '' : text.slice(done);
    if (this.batch.length > 0 && (final || this.batch.length >= BATCH_RECORDS)) {
      this.push(this.batch);
      this.batch = [];
    }
    callback();
  }

  /** Reads the whole records of `text`; returns where the first incomplete one starts (all of them when `final`). */
  private records(text: string, final: boolean): number {
    const delimiter = this.delimiter;
    const delimiterCode = delimiter.charCodeAt(0);
    const end = text.length;
    // Where the next delimiter, LF and CR are, each searched again only once passed: every character is looked at once.
    let nextDelimiter = text.indexOf(delimiter);
    let nextLf = text.indexOf('\n');
    let nextCr = text.indexOf('\r');
    let start = 0;
    while (start < end) {
      const cells: string[] = [];
      /** Line feeds inside this record's quoted cells. */
      let breaks = 0;
      let at = start;
      for (;;) {
        if (text.charCodeAt(at) === QUOTE) {
          let value = '';
          let from = at + 1;
          let quote = text.indexOf('"', from);
          for (; quote !== -1 && text.charCodeAt(quote + 1) === QUOTE; quote = text.indexOf('"', from)) {
            value += text.slice(from, quote + 1);
            from = quote + 2;
          }
          if (quote === -1 || (quote + 1 === end && !final)) {
            if (final) throw new CsvSyntaxError(this.line + breaks, 'a quoted cell opens on this line and is never closed');
            return this.incomplete(start, end);
          }
          while (nextLf !== -1 && nextLf < quote) {
            breaks += 1;
            nextLf = text.indexOf('\n', nextLf + 1);
          }
          cells.push(value + text.slice(from, quote));
          at = quote + 1;
          const after = text.charCodeAt(at);
          if (at < end && after !== delimiterCode && after !== LF && after !== CR) {
            throw new CsvSyntaxError(this.line + breaks, 'a quoted cell\'s closing quote is followed by text instead of the delimiter or a line break');
          }
          if (after === delimiterCode) {
            at += 1;
            continue;
          }
        } else {
          // A quoted cell before may have held them.
          if (nextDelimiter !== -1 && nextDelimiter < at) nextDelimiter = text.indexOf(delimiter, at);
          if (nextCr !== -1 && nextCr < at) nextCr = text.indexOf('\r', at);
          const lineEnd = nextCr === -1 || (nextLf !== -1 && nextLf < nextCr) ? nextLf : nextCr;
          if (nextDelimiter !== -1 && (lineEnd === -1 || nextDelimiter < lineEnd)) {
            cells.push(text.slice(at, nextDelimiter));
            at = nextDelimiter + 1;
            nextDelimiter = text.indexOf(delimiter, at);
            continue;
          }
          if (lineEnd === -1 && !final) return this.incomplete(start, end);
          const cellEnd = lineEnd === -1 ? end : lineEnd;
          cells.push(text.slice(at, cellEnd));
          at = cellEnd;
        }
        break;
      }
      // `at` is on the record's line break, or at the end of the file.
      if (text.charCodeAt(at) === CR) {
        if (at + 1 === end && !final) return this.incomplete(start, end);
        at += text.charCodeAt(at + 1) === LF ? 2 : 1;
        nextCr = text.indexOf('\r', at);
        if (nextLf !== -1 && nextLf < at) nextLf = text.indexOf('\n', at);
      } else if (at < end) {
        at += 1;
        nextLf = text.indexOf('\n', at);
      }
      if (at - start > this.maxRecordChars) this.tooLong();
      if (!isBlankRecord(cells)) this.batch.push({ line: this.line, cells });
      this.line += 1 + breaks;
      start = at;
      if (this.batch.length >= BATCH_RECORDS) {
        this.push(this.batch);
        this.batch = [];
      }
    }
    return start;
  }

  /** A record cut by the end of the text read so far: kept for the next piece, unless it is already too long. */
  private incomplete(start: number, end: number): number {
    if (end - start > this.maxRecordChars) this.tooLong();
    return start;
  }

  private tooLong(): never {
    throw new CsvSyntaxError(
      this.line,
      `the row starting on this line is longer than ${this.maxRecordChars} characters (is the file a table with ${JSON.stringify(this.delimiter)} between its cells?)`,
    );
  }
}
