import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RayonSchema } from './rayon.ts';

describe('RayonSchema (spec 1 §3)', () => {
  it('accepts a rayon with or without the actif flag', () => {
    expect(v.parse(RayonSchema, { nom_du_rayon: 'vp', libelle: 'Piles', actif: true })).toEqual({
      nom_du_rayon: 'vp',
      libelle: 'Piles',
      actif: true,
    });
    expect(v.is(RayonSchema, { nom_du_rayon: 'vc', libelle: 'Chargeurs' })).toBe(true);
  });

  it('rejects an empty code or a missing label', () => {
    expect(v.is(RayonSchema, { nom_du_rayon: '', libelle: 'Piles' })).toBe(false);
    expect(v.is(RayonSchema, { nom_du_rayon: 'vp' })).toBe(false);
  });
});
