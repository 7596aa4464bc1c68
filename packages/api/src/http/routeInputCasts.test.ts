import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const THIS_FILE = path.basename(fileURLToPath(import.meta.url));
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A request's body or query taken as a type instead of parsed by the route's schema (issue 25). */
const CAST = /\b(req\.body|res\.locals(\.query|\[['"]query['"]\]))\s+as\b/;

/** Every line of packages/api/src casting a request's body or query, as "file:line". */
function castsIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    // This file names the casts it looks for.
    .filter((file) => file.endsWith('.ts') && path.basename(file) !== THIS_FILE)
    .flatMap((file) =>
      readFileSync(path.join(folder, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CAST.test(line) ? [`${file}:${index + 1}`] : [])),
    );
}

describe('route inputs are parsed, never cast', () => {
  it('finds a cast of the body or of the parsed query', () => {
    expect(CAST.test('const form = req.body as LoginValues;')).toBe(true);
    expect(CAST.test("const q = res.locals['query'] as v.InferOutput<typeof Q>;")).toBe(true);
    expect(CAST.test('const q = res.locals.query as Query;')).toBe(true);
    expect(CAST.test('const bytes = Buffer.isBuffer(sent) ? sent : Buffer.alloc(0);')).toBe(false);
  });

  it('has no `req.body as` nor `res.locals.query as` in packages/api/src: handlers take their typed body and query from route()', () => {
    expect(castsIn(SOURCE)).toEqual([]);
  });
});
