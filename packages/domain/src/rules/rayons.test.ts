import { describe, expect, it } from 'vitest';
import { HOME_CATEGORY_CARDS, isExcludedRayon, rayonLabel, RAYON_LABELS, visibleRayons } from './rayons.ts';

describe('excluded rayons (spec 1 §7: ARCHIVE, L, RE, FG, EMB, REM, VX)', () => {
  it.each(['ARCHIVE', 'L', 'RE', 'FG', 'EMB', 'REM', 'VX', 'vx', 'archive'])('leaves out %s', (code) => {
    expect(isExcludedRayon(code)).toBe(true);
  });

  it('keeps the six rayons a buyer chooses from', () => {
    for (const code of ['vp', 'v', 'ca', 'vc', 'dc', 'vb']) expect(isExcludedRayon(code)).toBe(false);
  });

  it('filters a loaded list, inactive rayons too', () => {
    const list = [
      { nom_du_rayon: 'vp', libelle: 'Piles', actif: true },
      { nom_du_rayon: 'ARCHIVE', libelle: 'Archives', actif: true },
      { nom_du_rayon: 'VX', libelle: 'Ancien', actif: true },
      { nom_du_rayon: 'vx', libelle: 'Ventes Auxiliaires' },
      { nom_du_rayon: 'pv', libelle: 'Panneaux', actif: false },
    ];
    expect(visibleRayons(list).map((r) => r.nom_du_rayon)).toEqual(['vp']);
  });
});

describe('rayon labels (spec 1 §3, spec 2 §9)', () => {
  it('gives the spec label of each code', () => {
    const labels = Object.entries(RAYON_LABELS).map(([code, label]) => `${code} ${label}`);
    expect(labels.join(', ')).toBe(
      'vp Piles, v Batteries OTECH Original, ca Batteries Camescope, vc Chargeurs, ' +
        'dc Batteries Appareil Photo Numerique, vb Batteries Mobile, vx Ventes Auxiliaires',
    );
  });

  it('prefers the loaded libelle, falls back to the spec, then to the code', () => {
    expect(rayonLabel('v', [{ nom_du_rayon: 'v', libelle: 'Batteries Originales' }])).toBe('Batteries Originales');
    expect(rayonLabel('vc')).toBe('Chargeurs');
    expect(rayonLabel('zz')).toBe('zz');
  });
});

describe('home category cards (spec 1 §2 and §9)', () => {
  it('shows four cards with the counts 250+, 180+, 120+, 85+', () => {
    expect(HOME_CATEGORY_CARDS.map((card) => [card.title, card.countLabel])).toEqual([
      ["Batteries d'origine", '250+ produits'],
      ['Chargeurs', '180+ produits'],
      ['Piles & Accus', '120+ produits'],
      ['Batteries Multimédias', '85+ produits'],
    ]);
  });
});
