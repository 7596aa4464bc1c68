import * as v from 'valibot';
import { ProductSchema } from './product.ts';

const fields = ProductSchema.entries;

/**
 * Body of PUT /admin/products/{id} (the administration's catalogue page): the fields staff edit on
 * one product, each with the catalogue's own rules (spec 1 §3: brand, voltage, capacity,
 * technology, weight, warranty, specifications, EAN with its check digit). They are sent whole: an
 * absent optional field clears it. The rest of the product (reference, photos, lists) is kept.
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
  /** Sold at a net price (decision 188); a body without it sells the product at the list's prices. */
  isNetPrice: v.optional(fields.isNetPrice.wrapped, false),
  brand: fields.brand,
  model: fields.model,
  voltage: fields.voltage,
  capacity: fields.capacity,
  technologie: fields.technologie,
  weight: fields.weight,
  warranty: fields.warranty,
  specifications: fields.specifications,
});
export type ProductEdit = v.InferOutput<typeof ProductEditSchema>;

/** Body of POST /admin/products: a new product's reference (its id too) and its fields. */
export const NewProductSchema = v.object({ reference: fields.reference, ...ProductEditSchema.entries });
export type NewProduct = v.InferOutput<typeof NewProductSchema>;

/** The optional fields a blank in the editor clears. */
export const PRODUCT_CLEARABLE_FIELDS = ['description', 'ean', 'brand', 'model', 'voltage', 'capacity', 'technologie', 'weight', 'warranty', 'specifications'] as const;

/** Body of PUT /admin/products/{id}/stock: Logistique's one field of a product (decision 237), the catalogue's own stock rule. */
export const StockEditSchema = v.object({ stock: fields.stock.wrapped });
export type StockEdit = v.InferOutput<typeof StockEditSchema>;
