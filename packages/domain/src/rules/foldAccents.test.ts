import { describe, expect, it } from 'vitest';
import { foldAccents } from './foldAccents.ts';

describe('foldAccents', () => {
  it('drops French accents and the cedilla, in both cases', () => {
    expect(foldAccents('Énergie Électrique à Noël, façade, ÇA, être, où')).toBe('energie electrique a noel, facade, ca, etre, ou');
  });

  it('lowers the case of plain ASCII and keeps its other signs', () => {
    expect(foldAccents('  LR6-AA (Piles)\t')).toBe('  lr6-aa (piles)\t');
  });

  it('drops a combining accent typed as its own character', () => {
    expect(foldAccents('Cafe\u0301')).toBe('cafe');
  });

  it('keeps letters that carry no accent', () => {
    expect(foldAccents('Cœur Æther Straße')).toBe('cœur æther straße');
  });

  it('folds the empty text to itself', () => {
    expect(foldAccents('')).toBe('');
  });
});
