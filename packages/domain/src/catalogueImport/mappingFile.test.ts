import { describe, expect, it } from 'vitest';
import { completeMapping, guessColumn, readMappingJson } from './mappingFile.ts';

describe('the mapping file in the administration (issue 9)', () => {
  it('guesses the column of a header the catalogue does not know from the accepted names it contains', () => {
    expect(guessColumn('Prix public HT')).toBe('price');
    expect(guessColumn('Référence fournisseur')).toBe('reference');
    expect(guessColumn('Qté en stock')).toBe('stock');
    expect(guessColumn('Marge')).toBeUndefined();
  });

  it('completes the mapping as --save-map writes it: every header with its column or null, the weight unit and categories kept', () => {
    const mapping = completeMapping(['Code', 'name', 'Poids (kg)', 'Marge'], { columns: { Code: 'reference' }, categories: { Lampes: null } });
    expect(mapping).toEqual({ columns: { Code: 'reference', name: 'name', 'Poids (kg)': 'poids_unitaire_g', Marge: null }, weightUnit: 'kg', categories: { Lampes: null } });
  });

  it('reads the JSON the CLI reads, and says in French what is wrong with another', () => {
    expect(readMappingJson('{"columns":{"Code":"reference","Marge":null},"weightUnit":"g"}')).toEqual({ ok: true, mapping: { columns: { Code: 'reference', Marge: null }, weightUnit: 'g' } });
    expect(readMappingJson('{columns')).toEqual({ ok: false, message: 'Fichier de correspondance illisible : JSON attendu' });
    expect(readMappingJson('{"columns":{"Code":"ref"}}')).toMatchObject({ ok: false, message: expect.stringMatching(/^Fichier de correspondance invalide : columns\.Code : Valeur attendue : "reference", "ean"/) });
    expect(readMappingJson('{"colonnes":{}}')).toMatchObject({ ok: false, message: expect.stringContaining('"columns", "weightUnit" et "categories"') });
  });
});
