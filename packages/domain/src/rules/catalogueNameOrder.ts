import { onFirstUse } from '../format/onFirstUse.ts';
import { catalogueComparator } from './catalogueQuery.ts';
import type { CatalogueProduct } from './catalogueQuery.ts';

/*
 * The catalogue's sort by name (catalogueComparator('name'): the French collator, case ignored,
 * numbers by value) of a whole catalogue. The collator compared 40,000 names in about half a
 * second of the index thread after an import; most names are French words, spaces, numbers and
 * ASCII punctuation, whose order at the collator's first level this file writes as a plain string
 * (`primaryKey`), compared natively. Two names whose keys differ are ordered by their keys; any
 * other pair (same key: an accent or a case apart; a name with anything else) by the collator.
 */

/** The characters a key may hold beyond letters and digits: printable ASCII, ordered as the collator orders them. */
const PUNCTUATION = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
/** A number's mark in a key: after every punctuation weight (1 to 33), before the letters (0x61 up). */
const NUMBER = 0x40;
/** Numbers longer than this are left to the collator (its numeric order reads at most 254 digits). */
const MAX_DIGITS = 40;
/** Names longer than this (a line holds 255 characters) are left to the collator: a key is made as one call's arguments. */
const MAX_KEYED_LENGTH = 4096;

/**
 * Each printable ASCII punctuation character's key code unit (1 up, by PUNCTUATION), or undefined
 * when the collator does not order them strictly as PUNCTUATION lists them (another ICU version):
 * keys are then not used at all.
 */
const punctuationWeights = onFirstUse((): Uint8Array | undefined => {
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  const characters = [...PUNCTUATION];
  for (let at = 1; at < characters.length; at += 1) if (collator.compare(characters[at - 1] as string, characters[at] as string) >= 0) return undefined;
  if (collator.compare(characters[characters.length - 1] as string, '0') >= 0 || collator.compare('9', 'a') >= 0) return undefined;
  const weights = new Uint8Array(128);
  characters.forEach((character, at) => (weights[character.charCodeAt(0)] = 1 + at));
  return weights;
});

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isFrenchAccent = (code: number): boolean => code === 0x300 || code === 0x301 || code === 0x302 || code === 0x303 || code === 0x308 || code === 0x327;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The key being written: at most three code units per character of the decomposed name (a one-digit number). */
let written = new Uint16Array(256);

/**
 * The name's order at the collator's first level as a string compared code unit by code unit:
 * letters lower-cased, French accents after a letter dropped, a number as its length then its
 * digits (the collator ignores leading zeros), punctuation by its collator rank. Undefined for a
 * name with any other character: the collator alone orders it.
 */
export function primaryKey(name: string): string | undefined {
  const weights = punctuationWeights();
  if (weights === undefined) return undefined;
  const text = PRINTABLE_ASCII.test(name) ? name : name.normalize('NFD');
  if (text.length > MAX_KEYED_LENGTH) return undefined;
  if (written.length < 3 * text.length) written = new Uint16Array(3 * text.length);
  let length = 0;
  let afterLetter = false;
  for (let at = 0; at < text.length; ) {
    const code = text.charCodeAt(at);
    if (isLetter(code)) {
      written[length++] = code | 0x20;
      afterLetter = true;
      at += 1;
    } else if (isDigit(code)) {
      let end = at;
      while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
      let first = at;
      while (first < end && text.charCodeAt(first) === 0x30) first += 1;
      if (end - first > MAX_DIGITS) return undefined;
      written[length++] = NUMBER;
      written[length++] = 0x30 + end - first;
      for (let digit = first; digit < end; digit += 1) written[length++] = text.charCodeAt(digit);
      afterLetter = false;
      at = end;
    } else if (afterLetter && isFrenchAccent(code)) {
      at += 1;
    } else {
      const weight = code < 128 ? (weights[code] as number) : 0;
      if (weight === 0) return undefined;
      written[length++] = weight;
      afterLetter = false;
      at += 1;
    }
  }
  return String.fromCharCode.apply(null, written.subarray(0, length) as unknown as number[]);
}

/**
 * The positions of `names` in the catalogue's name order: as a stable sort by
 * catalogueComparator('name') gives them (equal names keep their order). Each distinct name is
 * sorted once, by its key where both keys are known and differ, else by the collator.
 */
export function catalogueNameOrder(names: readonly string[]): Int32Array {
  const compare = catalogueComparator('name');
  const distinctOf = new Map<string, number>();
  const nameOf = Int32Array.from(names, (name) => {
    let distinct = distinctOf.get(name);
    if (distinct === undefined) distinctOf.set(name, (distinct = distinctOf.size));
    return distinct;
  });
  const distinct = [...distinctOf.keys()];
  const named = distinct.map((name) => ({ name, reference: '', category: '', price: 0 }));
  const collate = (a: number, b: number): number => compare(named[a] as CatalogueProduct, named[b] as CatalogueProduct);
  const keys = distinct.map(primaryKey);
  const byName = distinct.map((_, at) => at);
  byName.sort((a, b) => {
    const keyA = keys[a];
    const keyB = keys[b];
    if (keyA !== undefined && keyB !== undefined && keyA !== keyB) return keyA < keyB ? -1 : 1;
    return collate(a, b);
  });
  // Names the collator holds equal (a case apart) share a rank: the catalogue's order decides between them.
  const rank = new Int32Array(distinct.length);
  let current = 0;
  byName.forEach((name, at) => {
    if (at > 0) {
      const previous = byName[at - 1] as number;
      const keysApart = keys[previous] !== undefined && keys[name] !== undefined && keys[previous] !== keys[name];
      if (keysApart || collate(previous, name) !== 0) current += 1;
    }
    rank[name] = current;
  });
  // A counting sort by rank, positions taken in ascending order: stable.
  const next = new Int32Array(current + 2);
  for (const name of nameOf) next[(rank[name] as number) + 1] = (next[(rank[name] as number) + 1] as number) + 1;
  for (let at = 1; at < next.length; at += 1) next[at] = (next[at] as number) + (next[at - 1] as number);
  const order = new Int32Array(names.length);
  nameOf.forEach((name, position) => {
    const at = next[rank[name] as number] as number;
    order[at] = position;
    next[rank[name] as number] = at + 1;
  });
  return order;
}
