import * as v from 'valibot';
import { amount, count, expected, isoDate, optionalText, requiredText } from './fields.ts';

/** Most lines a bill of materials holds: a pack is a few cells and parts, never a catalogue. */
export const NOMENCLATURE_LINES_MAX = 50;

/**
 * One component of a pack: a catalogue product (its price is the catalogue's) or a part the shop
 * does not sell, named here with its own unit cost (a protection circuit, a casing).
 */
export const NomenclatureLineSchema = v.object({
  reference: requiredText,
  /** A part outside the catalogue: its name. */
  designation: optionalText,
  quantite: v.pipe(count, v.minValue(1, expected('a whole number of 1 or more', 'Au moins 1'))),
  /** A part outside the catalogue: its unit cost in euros excluding tax. */
  prix_unitaire: v.optional(amount),
});
export type NomenclatureLine = v.InferOutput<typeof NomenclatureLineSchema>;

const nomenclatureFields = {
  /** The pack's own catalogue reference. */
  reference: requiredText,
  designation: requiredText,
  composants: v.pipe(
    v.array(NomenclatureLineSchema, expected('a list')),
    v.minLength(1, expected('at least one component', 'Au moins un composant')),
    v.maxLength(NOMENCLATURE_LINES_MAX, expected(`${NOMENCLATURE_LINES_MAX} components or less`, `${NOMENCLATURE_LINES_MAX} composants au plus`)),
  ),
  /** Assembly cost of one pack, in euros excluding tax. */
  main_oeuvre: amount,
};

/** A bill of materials (/admin/nomenclatures): a pack made of cells and parts. */
export const NomenclatureSchema = v.object({ id: requiredText, ...nomenclatureFields, date_modification: v.optional(isoDate) });
export type Nomenclature = v.InferOutput<typeof NomenclatureSchema>;

/** Body of PUT /admin/nomenclatures/{id}: the server keeps the id and dates the change. */
export const NomenclatureInputSchema = v.object(nomenclatureFields);
export type NomenclatureInput = v.InferOutput<typeof NomenclatureInputSchema>;

/** A line with its unit cost as rolled up: null when neither the catalogue nor the line gives one. */
export const NomenclatureCostLineSchema = v.object({
  ...NomenclatureLineSchema.entries,
  designation: v.string(),
  prix_unitaire: v.nullable(amount),
  total: v.nullable(amount),
});
export type NomenclatureCostLine = v.InferOutput<typeof NomenclatureCostLineSchema>;

/** A bill of materials with its cost roll-up, as the administration reads it. */
export const NomenclatureViewSchema = v.object({
  ...NomenclatureSchema.entries,
  lignes: v.array(NomenclatureCostLineSchema),
  cout_composants: amount,
  cout_total: amount,
  /** References whose cost is unknown: the total leaves them out and says so. */
  sans_prix: v.array(v.string()),
  /** The pack's catalogue price, to compare with its cost; null when the pack is not sold. */
  prix_vente: v.nullable(amount),
});
export type NomenclatureView = v.InferOutput<typeof NomenclatureViewSchema>;

/** Body of POST /admin/nomenclatures/parts: the references typed in the editor's lines. */
export const NomenclaturePartsRequestSchema = v.object({
  references: v.pipe(
    v.array(requiredText, expected('a list')),
    v.maxLength(NOMENCLATURE_LINES_MAX, expected(`${NOMENCLATURE_LINES_MAX} references or less`, `${NOMENCLATURE_LINES_MAX} références au plus`)),
  ),
});

/** A catalogue product as a pack's component, before the bill is saved: its name and its catalogue price HT in euros. */
export const NomenclaturePartSchema = v.object({ reference: requiredText, designation: requiredText, prix_unitaire: amount });
export type NomenclaturePart = v.InferOutput<typeof NomenclaturePartSchema>;
