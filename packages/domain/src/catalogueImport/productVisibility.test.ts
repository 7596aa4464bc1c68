import { describe, expect, it } from 'vitest';
import { isStateHeader, readProductState, rowState } from './productVisibility.ts';

describe('the state of an exported product (issue 20)', () => {
  it('knows the state columns of PrestaShop, Shopify and WooCommerce, in French and English', () => {
    for (const header of ['Actif (0/1)', 'Active (0/1)', 'État', 'Etat', 'Published', 'Publié', 'Status', 'Statut']) expect(isStateHeader(header), header).toBe(true);
    for (const header of ['Prix HT', 'Stock', 'Variant Price']) expect(isStateHeader(header), header).toBe(false);
  });

  it('reads each export’s values: 1/0, TRUE/FALSE, active/draft/archived, WooCommerce’s -1 for a draft', () => {
    expect(['1', 'TRUE', 'active', 'Oui', 'publié'].map(readProductState)).toEqual([true, true, true, true, true]);
    expect(['0', 'FALSE', 'draft', 'archived', '-1', 'Non', 'Désactivé'].map(readProductState)).toEqual([false, false, false, false, false, false, false]);
    expect(readProductState('  ')).toBeUndefined();
    expect(readProductState('peut-être')).toBe('unknown');
  });

  it('hides a row any state column calls inactive (Shopify: Published TRUE but Status draft)', () => {
    const unknown: string[] = [];
    const note = (_index: number, value: string) => unknown.push(value);
    expect(rowState(['TRUE', 'draft'], [0, 1], note)).toBe(false);
    expect(rowState(['TRUE', 'active'], [0, 1], note)).toBe(true);
    expect(rowState(['', ''], [0, 1], note)).toBeUndefined();
    expect(rowState(['bof'], [0], note)).toBeUndefined();
    expect(unknown).toEqual(['bof']);
  });
});
