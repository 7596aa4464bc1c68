import { isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import iconv from 'iconv-lite';
import type { TextEncoding } from './textEncodings.ts';

export type { TextEncoding };
type SingleByteEncoding = Exclude<TextEncoding, 'utf-8'>;

/** A byte of a UTF-8 file that is not UTF-8 (a stray Windows-1252 "é" pasted in): read as Windows-1252. */
export interface StrayByte {
  line: number;
  byte: number;
  char: string;
}

const NEWLINE = 0x0a;

/** Length of the valid UTF-8 sequence starting at `at`, or 0 when the bytes there are not UTF-8. */
function sequenceLength(bytes: Buffer, at: number): number {
  const lead = bytes[at] ?? 0;
  if (lead < 0x80) return 1;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  return length > 0 && at + length <= bytes.length && isUtf8(bytes.subarray(at, at + length)) ? length : 0;
}

/** Where a multi-byte character cut by the end of the buffer starts (the buffer length when none is). */
function incompleteTail(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i -= 1) {
    const byte = bytes[i] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0xc0) return bytes.length;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return bytes.length - i < needed ? i : bytes.length;
  }
  return bytes.length;
}

/** Letters and signs above ASCII that French catalogue text is made of; lowercase letters, most of it, weigh double. */
const FRENCH_LOWERCASE = new Set('àâäçéèêëîïôöùûüÿœæ');
const FRENCH_OTHER = new Set('ÀÂÇÉÈÊËÎÏÔÙÛÜŒÆ’‘«»…–—€°“”');

/** What each byte from 0x80 up weighs as French text in an encoding. */
function frenchWeights(encoding: SingleByteEncoding): Uint8Array {
  const weights = new Uint8Array(128);
  for (let byte = 0x80; byte <= 0xff; byte += 1) {
    const char = iconv.decode(Buffer.from([byte]), encoding);
    weights[byte - 0x80] = FRENCH_LOWERCASE.has(char) ? 2 : FRENCH_OTHER.has(char) ? 1 : 0;
  }
  return weights;
}

let weightsByEncoding: Record<SingleByteEncoding, Uint8Array> | undefined;

/**
 * Windows-1252 or Mac Roman, whichever reads the bytes above ASCII as more French text. Mac Roman
 * keeps its lowercase accents where Windows-1252 has punctuation, rare letters and unassigned bytes
 * (0x8E é is Ž there, 0x8F è and 0x8D ç are unassigned), and Windows-1252's é and è are Mac Roman's
 * capitals È and Ë: each file scores far higher in its own encoding.
 */
function singleByteEncoding(bytes: Buffer): SingleByteEncoding {
  weightsByEncoding ??= { 'windows-1252': frenchWeights('windows-1252'), macintosh: frenchWeights('macintosh') };
  const windows = weightsByEncoding['windows-1252'];
  const mac = weightsByEncoding.macintosh;
  let windowsScore = 0;
  let macScore = 0;
  for (const byte of bytes) {
    if (byte < 0x80) continue;
    windowsScore += windows[byte - 0x80] ?? 0;
    macScore += mac[byte - 0x80] ?? 0;
  }
  return macScore > windowsScore ? 'macintosh' : 'windows-1252';
}

/**
 * UTF-8 when there is a BOM or when the sample has more valid multi-byte UTF-8 characters than bytes
 * that are not UTF-8: one stray Windows-1252 byte in a UTF-8 file must not make every accent
 * mojibake. Otherwise Windows-1252, what Excel writes for a French "CSV (séparateur: point-virgule)",
 * or Mac Roman when the bytes read as French text there (old Excel for Mac).
 */
export function detectEncoding(sample: Buffer): TextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  const whole = sample.subarray(0, incompleteTail(sample));
  if (isUtf8(whole)) return 'utf-8';
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < whole.length; ) {
    if ((whole[i] ?? 0) < 0x80) {
      i += 1;
      continue;
    }
    const length = sequenceLength(whole, i);
    if (length > 0) valid += 1;
    else invalid += 1;
    i += Math.max(length, 1);
  }
  return valid > invalid ? 'utf-8' : singleByteEncoding(whole);
}

/**
 * Turns the file's bytes into UTF-8 for the CSV parser: BOM dropped, and the stray bytes of a UTF-8
 * file read as Windows-1252 and reported with their line.
 */
export class DecodeToUtf8 extends Transform {
  private carry: Buffer = Buffer.alloc(0);
  private started = false;
  private totalBreaks = 0;

  constructor(
    private readonly encoding: TextEncoding,
    private readonly onStray: (stray: StrayByte) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    if (!this.started) {
      this.started = true;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    if (this.encoding !== 'utf-8') {
      this.carry = Buffer.alloc(0);
      this.pass(Buffer.from(iconv.decode(bytes, this.encoding), 'utf8'));
    } else {
      const cut = incompleteTail(bytes);
      this.carry = Buffer.from(bytes.subarray(cut));
      const whole = bytes.subarray(0, cut);
      this.pass(isUtf8(whole) ? whole : this.repair(whole));
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.carry.length > 0) this.pass(this.repair(this.carry));
    callback();
  }

  private pass(out: Buffer): void {
    for (let at = out.indexOf(NEWLINE); at !== -1; at = out.indexOf(NEWLINE, at + 1)) this.totalBreaks += 1;
    this.push(out);
  }

  private repair(bytes: Buffer): Buffer {
    const parts: Buffer[] = [];
    let start = 0;
    let line = this.totalBreaks + 1;
    let counted = 0;
    for (let i = 0; i < bytes.length; ) {
      const length = sequenceLength(bytes, i);
      if (length > 0) {
        i += length;
        continue;
      }
      for (let at = bytes.indexOf(NEWLINE, counted); at !== -1 && at < i; at = bytes.indexOf(NEWLINE, at + 1)) {
        line += 1;
        counted = at + 1;
      }
      const byte = bytes[i] ?? 0;
      const char = iconv.decode(bytes.subarray(i, i + 1), 'windows-1252');
      this.onStray({ line, byte, char });
      parts.push(bytes.subarray(start, i), Buffer.from(char, 'utf8'));
      i += 1;
      start = i;
    }
    parts.push(bytes.subarray(start));
    return Buffer.concat(parts);
  }
}
