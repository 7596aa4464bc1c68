import { describe, expect, it } from 'vitest';
import { FullTextIndex } from './fullTextIndex.ts';

/** json-server 0.17's `q` rule, as its router applies it: some truthy leaf, lower-cased, holds the lower-cased query. */
function deepQuery(value: unknown, q: string): boolean {
  if (!value) return false;
  if (typeof value === 'object') return Object.values(value).some((item) => deepQuery(item, q));
  return String(value).toLowerCase().includes(q);
}
const plainAnswer = (records: readonly object[], query: string): number[] =>
  records.flatMap((record, position) => (deepQuery(record, query.toLowerCase()) ? [position] : []));

/** A small deterministic generator, so a failing case can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return (below: number): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

// Accents in both cases, letters whose lower case changes length (İ) or is shared (K and the Kelvin sign),
// a surrogate pair, digits, punctuation and spaces: enough grams that hash buckets are shared.
const ALPHABET = [...'abcdeéèêàçîôùœAÉÈÇÎŒKkİı0123456789 ,.;:-/()°%+&\'"', '\u212a', '\u00a0', '😀'];

function recordsOf(count: number, random: (below: number) => number): object[] {
  const word = (length: number) => Array.from({ length }, () => ALPHABET[random(ALPHABET.length)]).join('');
  return Array.from({ length: count }, (_unused, n) => ({
    id: `P${n}`,
    name: word(3 + random(20)),
    price: random(10_000) / 100,
    inStock: random(2) === 0,
    stock: random(3),
    tags: [word(1 + random(4)), word(2), random(3) === 0 ? '' : word(5)],
    specifications: { temperature: random(2) === 0 ? '-20 °C à +54 °C' : null, lifecycle: word(8) },
  }));
}

function queriesOf(records: readonly object[], random: (below: number) => number): string[] {
  const texts = records.map((record) => JSON.stringify(Object.values(record)));
  const picked = Array.from({ length: 300 }, () => {
    const text = texts[random(texts.length)] as string;
    const start = random(text.length);
    return text.slice(start, start + 1 + random(6));
  });
  return [...picked, ...ALPHABET, 'é', 'É', 'i̇', 'KK', '\u212a', '😀', '\ud83d', '3,2', '°c', '-20 °c à', 'zzzz', 'true', '0', '.'];
}

describe("the q index answers as json-server's rule", () => {
  const random = randomOf(2026);
  const records = recordsOf(3000, random);
  const index = new FullTextIndex(records);

  it.each(queriesOf(records, random).map((query) => [query]))('finds the records holding %j', (query) => {
    expect(index.find(query)).toEqual(plainAnswer(records, query));
  });

  it('finds records a write added, and forgets removed ones, while the next catalogue reuses the leaves', () => {
    const next = [...records.slice(10), { id: 'N1', name: 'Chargeur ÉCLAIR 7,2 V', tags: ['qwxz'] }];
    const reused = index.dictionaryForNext();
    expect(reused).toBeDefined();
    const nextIndex = new FullTextIndex(next, reused);
    for (const query of ['éclair', 'qwxz', 'ch', 'P5', '7,2', 'é', 'q']) expect(nextIndex.find(query)).toEqual(plainAnswer(next, query));
    // The catalogue before the write still answers for its own records.
    for (const query of ['qwxz', 'P5']) expect(index.find(query)).toEqual(plainAnswer(records, query));
  });

  it('answers an import of many records from a dictionary of its own, and edits from a new one once they brought many leaves', () => {
    const imported = [...records, ...Array.from({ length: 3000 }, (_unused, n) => ({ id: `I${n}`, name: `Import ${n} ${n * 7919}` }))];
    const afterImport = new FullTextIndex(imported, index.dictionaryForNext());
    for (const query of ['import 29', '7919', 'i']) expect(afterImport.find(query)).toEqual(plainAnswer(imported, query));
    let catalogue = imported;
    let current = afterImport;
    const reused: boolean[] = [];
    for (let edit = 0; edit < 30; edit += 1) {
      // Each edit changes 50 records, each given two texts no record held.
      catalogue = catalogue.map((record, position) => (position % 60 === edit ? { ...record, name: `édité ${edit}-${position}`, model: `m${position * 31}` } : record));
      const dictionary = current.dictionaryForNext();
      reused.push(dictionary !== undefined);
      current = new FullTextIndex(catalogue, dictionary);
      for (const query of [`édité ${edit}-`, 'm31', 'import 29', 'é']) expect(current.find(query)).toEqual(plainAnswer(catalogue, query));
    }
    expect(reused).toContain(false);
    expect(reused.filter(Boolean).length).toBeGreaterThan(20);
  });
});
