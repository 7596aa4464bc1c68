import { rayonLabel, type Rayon } from '@otech/domain';

/**
 * A category code's label: the loaded list's, else the spec's (`vx` → Ventes Auxiliaires, a rayon
 * left out of the list a buyer chooses from, whose products still show), else the code.
 */
export function categoryLabel(categories: readonly Rayon[], code: string): string {
  return rayonLabel(code, categories);
}
