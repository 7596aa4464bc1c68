import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ClosingQuoteCheck } from './closingQuotes.ts';

/** Feeds the text cut in pieces of `size` bytes, so quotes fall on the pieces' edges. */
async function check(text: string, size: number): Promise<number | undefined> {
  const bytes = Buffer.from(text);
  const pieces = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  try {
    await pipeline(Readable.from(pieces), new ClosingQuoteCheck(0x3b), async (source: AsyncIterable<Buffer>) => {
      for await (const _piece of source);
    });
    return undefined;
  } catch (error) {
    return (error as { line: number }).line;
  }
}

describe('ClosingQuoteCheck', () => {
  it.each([1, 2, 3, 7, 1000])('passes escaped quotes, quoted delimiters and line breaks, and quotes inside unquoted cells (pieces of %i bytes)', async (size) => {
    expect(await check('a;"x ""y"" z";"1;2"\r\nb;Pile "CR2025" R;"deux\nlignes"\n"c";""\n', size)).toBeUndefined();
  });

  it.each([1, 2, 3, 7, 1000])('names the line of a closing quote followed by text (pieces of %i bytes)', async (size) => {
    expect(await check('a;b\n"x\ny";1\nc;"abc"def;2\n', size)).toBe(4);
    expect(await check('"a""b"c\n', size)).toBe(1);
  });
});
