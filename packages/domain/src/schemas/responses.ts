import * as v from 'valibot';
import { count, expected, longText, requiredText, text, textList } from './fields.ts';
import { ProductSchema } from './product.ts';

/** A page of a list (spec 2 §3.7 "Paged result", the `PagedResult` of rules); `page` starts at 1. */
export function pagedResultSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item, expected('a list')),
    total: count,
    page: v.pipe(count, v.minValue(1, expected('a page number of 1 or more'))),
    pageSize: v.pipe(count, v.minValue(1, expected('a page size of 1 or more'))),
    totalPages: count,
  });
}

/** A page of the catalogue (spec 1 §7 GET /products, search-global). */
export const ProductPageSchema = v.object({
  products: v.array(ProductSchema, expected('a list')),
  total: count,
});
export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

/** Answers of the catalogue's brand and voltage lists (spec 1 §7). */
export const BrandListSchema = v.object({ brands: textList });
export type BrandList = v.InferOutput<typeof BrandListSchema>;
export const VoltageListSchema = v.object({ voltages: textList });
export type VoltageList = v.InferOutput<typeof VoltageListSchema>;

/** Envelope of the invoices service (spec 2 §7.1): `{ success, data }`. */
export function successResponseSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({ success: v.literal(true, expected('true')), data });
}

/** Error body of the API: a French message for the screen, and per-field issues on a 400. */
export const ApiErrorSchema = v.object({
  message: requiredText,
  issues: v.optional(v.array(v.object({ path: text, message: longText }), expected('a list'))),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** The invoices service's answer to a deletion: `{ success: true }`, nothing more to say. */
export const SuccessSchema = v.object({ success: v.literal(true, expected('true')) });
