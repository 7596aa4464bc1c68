import { describe, expect, it } from 'vitest';
import { activeFilters } from './activeFilters.ts';

const rayons = [{ nom_du_rayon: 'vp', libelle: 'Piles' }];

describe('active filter chips (spec 2 §2.5)', () => {
  it('shows none for the plain catalogue', () => {
    expect(activeFilters({ search: '  ', category: 'all', sort: 'name', inStockOnly: false })).toEqual([]);
  });

  it('names each filter set, the category by its label', () => {
    const chips = activeFilters({ search: ' varta ', category: 'vp', brand: 'Varta', inStockOnly: true }, rayons);
    expect(chips.map((chip) => chip.label)).toEqual(['Recherche : varta', 'Catégorie : Piles', 'Marque : Varta', 'En stock uniquement']);
  });

  it('says a price range by its bounds', () => {
    expect(activeFilters({ minPrice: 5, maxPrice: 20 })[0]?.label).toBe('Prix : 5,00\u00a0€ à 20,00\u00a0€');
    expect(activeFilters({ minPrice: 5 })[0]?.label).toBe('Prix : dès 5,00\u00a0€');
    expect(activeFilters({ maxPrice: 20 })[0]?.label).toBe("Prix : jusqu'à 20,00\u00a0€");
  });

  it('removes only its own filter', () => {
    const [price] = activeFilters({ minPrice: 5, maxPrice: 20 });
    expect(price?.clear).toEqual({ minPrice: undefined, maxPrice: undefined });
    const [category] = activeFilters({ category: 'vp' }, rayons);
    expect(category?.clear).toEqual({ category: 'all' });
  });
});
