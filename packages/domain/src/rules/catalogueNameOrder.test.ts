import { describe, expect, it } from 'vitest';
import { catalogueComparator } from './catalogueQuery.ts';
import { catalogueNameOrder, primaryKey } from './catalogueNameOrder.ts';

const byName = catalogueComparator('name');
const collate = (a: string, b: string): number => Math.sign(byName({ name: a, reference: '', category: '', price: 0 }, { name: b, reference: '', category: '', price: 0 }));

/** A seeded generator, so a failure can be replayed. */
function random(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

// Letters of both cases, digits (leading zeros too), every printable ASCII punctuation, French
// accents precomposed and decomposed, and characters the keys leave to the collator.
const PIECES = [
  ...'abcdeEéèêëàâîïôùûüçÇÉÀzZyYoOœŒæ²ßøLlRr',
  ...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$',
  ...['0', '00', '007', '1', '12', '9', '10', '100', '3,6', '1,35', '1,4', '0,5'],
  ...['e\u0301', 'E\u0300', 'c\u0327', '-\u0301', '=\u0338', 'a\u093f', '\u00ad', 'Ω', '１２'],
  ...['Batterie', 'batterie', 'Pile', 'Piles', 'Chargeur', 'LR03', 'LR3', 'V', 'Ah', 'mAh', 'Générique', 'generique'],
];

function randomNames(count: number, seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(6) }, () => PIECES[next(PIECES.length)]).join(''));
}

describe('catalogueNameOrder', () => {
  it('orders every pair of names as the collator does wherever both have a key', () => {
    const names = randomNames(3000, 20);
    let keyed = 0;
    for (let at = 1; at < names.length; at += 1) {
      for (const other of [names[at - 1] as string, names[(at * 7) % names.length] as string]) {
        const name = names[at] as string;
        const [key, otherKey] = [primaryKey(name), primaryKey(other)];
        if (key === undefined || otherKey === undefined || key === otherKey) continue;
        keyed += 1;
        expect([name, other, Math.sign(key < otherKey ? -1 : 1)]).toEqual([name, other, collate(name, other)]);
      }
    }
    // Most pairs are judged by their keys: the test would not notice keys never being made.
    expect(keyed).toBeGreaterThan(1000);
  });

  it('gives the same key to names the collator holds equal at its first level only', () => {
    expect(primaryKey('Générique 12 V')).toBe(primaryKey('GENERIQUE 0012 v'));
    expect(primaryKey('LR03')).toBe(primaryKey('lr3'));
    expect(primaryKey('Œuf')).toBeUndefined();
    expect(primaryKey('2 m²')).toBeUndefined();
    expect(primaryKey('a\u093f')).toBeUndefined();
    expect(primaryKey('a'.repeat(5000))).toBeUndefined();
  });

  it('gives the positions of a stable sort by the catalogue comparator', () => {
    const names = [...randomNames(4000, 21), 'Pile AA', 'pile aa', 'PILE AA', 'Pilé AA', 'Œuf', 'œuf', 'LR03', 'LR3', 'lr03'];
    const expected = names.map((_, at) => at).sort((a, b) => collate(names[a] as string, names[b] as string));
    expect(Array.from(catalogueNameOrder(names))).toEqual(expected);
  });

  it('keeps names the collator holds equal in their catalogue order', () => {
    expect(Array.from(catalogueNameOrder(['pile', 'Batterie', 'PILE', 'batterie', 'Pile', 'Pilé']))).toEqual([1, 3, 0, 2, 4, 5]);
    expect(Array.from(catalogueNameOrder([]))).toEqual([]);
  });
});
