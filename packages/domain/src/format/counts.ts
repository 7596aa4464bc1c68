import { formatInteger } from './numbers.ts';

/**
 * Result count of both catalogues, "N produit(s) trouvé(s)" (spec 1 §2, spec 2 §2.5): the spec
 * writes the plural marks in brackets, so the text is the same for 0, 1 and many.
 */
export function productCountLabel(count: number): string {
  return `${formatInteger(count)} produit(s) trouvé(s)`;
}
