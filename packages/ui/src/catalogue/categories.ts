import type { Rayon } from '@otech/domain';

/** A category code's label (`vp` → Piles); undefined for a code the list does not hold. */
export function categoryLabel(categories: readonly Rayon[], code: string): string | undefined {
  return categories.find((category) => category.nom_du_rayon === code)?.libelle;
}
