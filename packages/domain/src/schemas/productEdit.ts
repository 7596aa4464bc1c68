import * as v from 'valibot';
import { ProductSchema } from './product.ts';

const fields = ProductSchema.entries;

/**
 * Body of PUT /admin/products/{id} (the administration's catalogue page): the fields staff edit on
 * one product, each with the catalogue's own rules. They are sent whole: an absent description or
 * EAN clears it. The rest of the product (reference, photos, specifications) is kept.
 */
export const ProductEditSchema = v.object({
  name: fields.name,
  description: fields.description,
  /** Rayon code; the API refuses one that names no rayon. */
  category: fields.category,
  ean: fields.ean,
  price: fields.price,
  stock: fields.stock.wrapped,
  isPromoted: fields.isPromoted.wrapped,
});
export type ProductEdit = v.InferOutput<typeof ProductEditSchema>;
