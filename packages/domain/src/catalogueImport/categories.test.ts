import { describe, expect, it } from 'vitest';
import { categoryResolver } from './categories.ts';

const rayons = [
  { nom_du_rayon: 'vp', libelle: 'Piles' },
  { nom_du_rayon: 'vc', libelle: 'Chargeurs' },
  { nom_du_rayon: 'vx', libelle: 'Ventes Auxiliaires' },
  { nom_du_rayon: 'VX', libelle: 'Ventes export' },
];

describe('the rayon a category names (issue 27: codes were found in their exact case only)', () => {
  const resolve = categoryResolver(rayons);

  it('finds a code in any case, stored as the rayon writes it', () => {
    expect(resolve('vp')).toBe('vp');
    expect(resolve('VP')).toBe('vp');
    expect(resolve(' Vc ')).toBe('vc');
  });

  it('keeps two codes that differ by case apart, and names neither from a third case', () => {
    expect(resolve('vx')).toBe('vx');
    expect(resolve('VX')).toBe('VX');
    expect(resolve('Vx')).toBeUndefined();
  });

  it('still finds a label without case or accents', () => {
    expect(resolve('chargeurs')).toBe('vc');
  });
});
