/** One choice of the user dashboard's category select (spec 2 §2.4) and the rayons it stands for. */
export interface UserDashboardCategory {
  /** The value in the URL (`?category=chargers`). */
  id: string;
  label: string;
  /** Rayon codes (`nom_du_rayon`) of its products; none for "all". */
  rayons: readonly string[];
}

/**
 * Spec 2 §2.4's choices (all, batteries, chargers, connectors, tools) on the shop's rayons
 * (docs/decisions/217): batteries are every battery and cell rayon, chargers the chargers' rayon;
 * connectors and tools both sit in "Ventes Auxiliaires", the only rayon holding them.
 */
export const USER_DASHBOARD_CATEGORIES: readonly UserDashboardCategory[] = [
  { id: 'all', label: 'Toutes les catégories', rayons: [] },
  { id: 'batteries', label: 'Batteries', rayons: ['v', 'ca', 'dc', 'vb', 'vp'] },
  { id: 'chargers', label: 'Chargeurs', rayons: ['vc'] },
  { id: 'connectors', label: 'Connecteurs', rayons: ['vx'] },
  { id: 'tools', label: 'Outils', rayons: ['vx'] },
];

/** Separates the rayon codes of one category filter (`category=v,ca`): no rayon code holds it. */
export const CATEGORY_LIST_SEPARATOR = ',';

/**
 * The catalogue's category filter for a dashboard choice: its rayons joined, or undefined (no filter)
 * for "all" and for a value that is no choice (an old or hand-typed URL).
 */
export function userDashboardCategoryFilter(choice: string | undefined): string | undefined {
  const rayons = USER_DASHBOARD_CATEGORIES.find((category) => category.id === choice)?.rayons ?? [];
  return rayons.length === 0 ? undefined : rayons.join(CATEGORY_LIST_SEPARATOR);
}
