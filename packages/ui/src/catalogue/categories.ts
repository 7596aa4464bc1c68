import { rayonLabel, type Rayon } from '@otech/domain';

/**
 * A category code's label (`vp` → Piles): the loaded list's, else the spec's (a rayon the list leaves
 * out, such as vx "Ventes Auxiliaires", still has its name); undefined for a code neither knows.
 */
export function categoryLabel(categories: readonly Rayon[], code: string): string | undefined {
  const label = rayonLabel(code, categories);
  return label === code ? undefined : label;
}
