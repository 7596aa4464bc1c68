import type { Rayon } from '@otech/domain';

/**
 * The seven catalogue rayons of spec 1 section 3, then codes the legacy back office also returns
 * as active and that the shop must leave out of its category list (spec 1 section 7), and one
 * rayon switched off, so both filters have something to filter.
 */
export const SAMPLE_RAYONS: Rayon[] = [
  { nom_du_rayon: 'vp', libelle: 'Piles', actif: true },
  { nom_du_rayon: 'v', libelle: 'Batteries Originales', actif: true },
  { nom_du_rayon: 'ca', libelle: 'Batteries Camescope', actif: true },
  { nom_du_rayon: 'vc', libelle: 'Chargeurs', actif: true },
  { nom_du_rayon: 'dc', libelle: 'Batteries Appareil Photo Numerique', actif: true },
  { nom_du_rayon: 'vb', libelle: 'Batteries Mobile', actif: true },
  { nom_du_rayon: 'vx', libelle: 'Ventes Auxiliaires', actif: true },
  { nom_du_rayon: 'ARCHIVE', libelle: 'Archives', actif: true },
  { nom_du_rayon: 'L', libelle: 'Location', actif: true },
  { nom_du_rayon: 'RE', libelle: 'Reprises', actif: true },
  { nom_du_rayon: 'FG', libelle: 'Frais de gestion', actif: true },
  { nom_du_rayon: 'EMB', libelle: 'Emballages', actif: true },
  { nom_du_rayon: 'REM', libelle: 'Remises', actif: true },
  { nom_du_rayon: 'VX', libelle: 'Ventes Auxiliaires (ancien code)', actif: true },
  { nom_du_rayon: 'pv', libelle: 'Panneaux Photovoltaïques', actif: false },
];
