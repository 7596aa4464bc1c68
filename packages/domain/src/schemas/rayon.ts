import * as v from 'valibot';
import { flag, requiredText } from './fields.ts';

/** Catalogue category (spec 1 §3): `nom_du_rayon` is the code (`vp`), `libelle` the label (`Piles`). */
export const RayonSchema = v.object({
  nom_du_rayon: requiredText,
  libelle: requiredText,
  actif: v.optional(flag),
});
export type Rayon = v.InferOutput<typeof RayonSchema>;
