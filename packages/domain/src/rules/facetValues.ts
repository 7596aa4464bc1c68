import { foldCatalogueText } from './catalogueQuery.ts';

const facetOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * The values a catalogue facet offers (brands, voltages), from the values products hold: one per
 * value the catalogue filter tells apart (it ignores case and accents, foldCatalogueText), shown in
 * its most used spelling (the first met on a tie), so an import writing `VARTA` beside `Varta`
 * does not list the brand twice; in French order, numbers by value.
 */
export function facetValues(values: Iterable<string | undefined>): string[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const value of values) {
    if (!value) continue;
    const key = foldCatalogueText(value);
    let counts = spellings.get(key);
    if (!counts) spellings.set(key, (counts = new Map()));
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const shown = [...spellings.values()].map((counts) => [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]);
  return shown.sort(facetOrder.compare);
}
