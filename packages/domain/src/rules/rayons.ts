import type { Rayon } from '../schemas/rayon.ts';

/**
 * Rayon codes left out of the category list (spec 1 §7, spec 2 §7.5). Matched whatever the
 * letter case: `VX` is "Ventes Auxiliaires", stored as the lowercase `vx` rayon too, and the
 * spec keeps those sundry sales out of the list a buyer chooses from.
 */
export const EXCLUDED_RAYON_CODES: readonly string[] = ['ARCHIVE', 'L', 'RE', 'FG', 'EMB', 'REM', 'VX'];

/** Labels of the rayon codes (spec 1 §3, spec 2 §9). */
export const RAYON_LABELS: Readonly<Record<string, string>> = {
  vp: 'Piles',
  v: 'Batteries OTECH Original',
  ca: 'Batteries Camescope',
  vc: 'Chargeurs',
  dc: 'Batteries Appareil Photo Numerique',
  vb: 'Batteries Mobile',
  vx: 'Ventes Auxiliaires',
};

export function isExcludedRayon(code: string): boolean {
  return EXCLUDED_RAYON_CODES.includes(code.trim().toUpperCase());
}

/** The category list offered to visitors: excluded codes and inactive rayons left out. */
export function visibleRayons<R extends Pick<Rayon, 'nom_du_rayon'> & Partial<Pick<Rayon, 'actif'>>>(
  rayons: readonly R[],
): R[] {
  return rayons.filter((rayon) => rayon.actif !== false && !isExcludedRayon(rayon.nom_du_rayon));
}

/**
 * Label of a rayon code: the loaded list's libelle first, then the spec's label, else the code
 * itself so that an unknown category still shows something readable.
 */
export function rayonLabel(code: string, rayons: readonly Pick<Rayon, 'nom_du_rayon' | 'libelle'>[] = []): string {
  const loaded = rayons.find((rayon) => rayon.nom_du_rayon === code)?.libelle;
  return loaded ?? RAYON_LABELS[code] ?? code;
}

export interface HomeCategoryCard {
  title: string;
  description: string;
  /** The spec's rounded count, shown as is (spec 1 §9). */
  countLabel: string;
  /** lucide-react icon name. */
  icon: string;
}

/**
 * The four category cards of the home page with the spec's counts (spec 1 §2 and §9: 250+, 180+,
 * 120+, 85+). Titles follow the footer's product links; the spec details only the piles card,
 * so the other descriptions name what the card leads to.
 */
export const HOME_CATEGORY_CARDS: readonly HomeCategoryCard[] = [
  {
    title: "Batteries d'origine",
    description: 'Batteries OTECH Original, testées et certifiées',
    countLabel: '250+ produits',
    icon: 'BatteryFull',
  },
  { title: 'Chargeurs', description: 'Chargeurs pour tous types de batteries', countLabel: '180+ produits', icon: 'PlugZap' },
  {
    title: 'Piles & Accus',
    description: 'Piles alcalines, lithium, oxyde d’argent',
    countLabel: '120+ produits',
    icon: 'BatteryCharging',
  },
  {
    title: 'Batteries Multimédias',
    description: 'Téléphones, tablettes, caméscopes, appareils photo',
    countLabel: '85+ produits',
    icon: 'Smartphone',
  },
];
