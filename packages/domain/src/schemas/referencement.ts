import * as v from 'valibot';
import { expected, longText, text } from './fields.ts';

/** What a SEO entry describes: a product page or a rayon (category) page. */
export const REFERENCEMENT_TARGETS = ['produit', 'rayon'] as const;
export type ReferencementTarget = (typeof REFERENCEMENT_TARGETS)[number];

/** Hard limits; the hints (SEO_HINTS) say what search engines show. */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_SLUG_MAX = 120;

/** Body of PUT /admin/referencement/{cible}/{cle}: the page's title, description and slug. */
export const ReferencementInputSchema = v.object({
  titre: v.pipe(text, v.nonEmpty(expected('a title', 'Ce champ est requis')), v.maxLength(SEO_TITLE_MAX, expected(`${SEO_TITLE_MAX} characters or less`, `Maximum ${SEO_TITLE_MAX} caractères`))),
  description: v.pipe(
    longText,
    v.nonEmpty(expected('a description', 'Ce champ est requis')),
    v.maxLength(SEO_DESCRIPTION_MAX, expected(`${SEO_DESCRIPTION_MAX} characters or less`, `Maximum ${SEO_DESCRIPTION_MAX} caractères`)),
  ),
  slug: v.pipe(
    text,
    v.maxLength(SEO_SLUG_MAX, expected(`${SEO_SLUG_MAX} characters or less`, `Maximum ${SEO_SLUG_MAX} caractères`)),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, expected('lowercase words joined by hyphens', 'Lettres minuscules, chiffres et tirets seulement')),
  ),
});
export type ReferencementInput = v.InferOutput<typeof ReferencementInputSchema>;

/** A stored entry: the page it describes and what the administration wrote for it. */
export const ReferencementSchema = v.object({ cible: v.picklist(REFERENCEMENT_TARGETS), cle: v.pipe(text, v.nonEmpty()), ...ReferencementInputSchema.entries });
export type Referencement = v.InferOutput<typeof ReferencementSchema>;

/** A page of the administration's list: the entry as used (written, or derived when none is). */
export const ReferencementRowSchema = v.object({
  ...ReferencementSchema.entries,
  /** The product's name or the rayon's label. */
  libelle: v.string(),
  /** True when the administration wrote this entry; false when it is derived from the page. */
  personnalise: v.boolean(),
});
export type ReferencementRow = v.InferOutput<typeof ReferencementRowSchema>;
