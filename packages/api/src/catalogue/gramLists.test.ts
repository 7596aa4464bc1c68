import { describe, expect, it } from 'vitest';
import { foldCatalogueText } from '@otech/domain';
import { generateProducts } from '../../../../cli/src/sample/catalogue.ts';
import { createRng } from '../../../../cli/src/sample/prng.ts';
import { GRAM, gramLists } from './gramLists.ts';

/** The lists as posting each text's distinct grams in turn makes them: a gram's texts, ascending. */
function postedOneByOne(texts: readonly string[]): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  texts.forEach((text, slot) => {
    for (let at = 0; at + GRAM <= text.length; at += 1) {
      const gram = text.slice(at, at + GRAM);
      const list = lists.get(gram) ?? [];
      if (list[list.length - 1] !== slot) list.push(slot);
      lists.set(gram, list);
    }
  });
  return lists;
}

function unpacked(texts: readonly string[]): Map<string, number[]> {
  const { keys, starts, slots } = gramLists(texts);
  return new Map(keys.map((key, at) => [key, Array.from(slots.subarray(starts[at], starts[at + 1]))]));
}

describe('gramLists', () => {
  it('lists every text holding each trigram, once each, in ascending order, as posting them one by one does', () => {
    const texts = generateProducts(2000, createRng(17)).map((product) => foldCatalogueText([product.name, product.reference, product.ean ?? '', product.model ?? ''].join('\u0001')));
    const expected = postedOneByOne(texts);
    expect(unpacked(texts)).toEqual(expected);
    expect(expected.size).toBeGreaterThan(1000);
  });

  it('lists grams beyond ASCII as well, thousands of them, the table of gram ids growing on the way', () => {
    const rng = createRng(18);
    const letters = [...'абвгдежзийклмнопрстуфхцчшщαβγδεζηθικλμνξοπ', 'a', 'é', '²', '1'];
    const texts = Array.from({ length: 600 }, () => Array.from({ length: rng.int(0, 30) }, () => rng.pick(letters)).join(''));
    const expected = postedOneByOne(texts);
    expect(unpacked(texts)).toEqual(expected);
    expect(expected.size).toBeGreaterThan(5000);
  });

  it('tells apart grams of any code units: accents, surrogate halves, a gram repeated in one text, texts too short for one', () => {
    const texts = ['', 'ab', 'aaaa', 'œuf ß 12 v', 'café\u0301', '😀😀x', 'aaa', '\u0001ab', 'x\uffff\uffff', 'ab'];
    expect(unpacked(texts)).toEqual(postedOneByOne(texts));
    expect(unpacked([])).toEqual(new Map());
  });
});
