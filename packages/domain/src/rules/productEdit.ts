import * as v from 'valibot';
import { validateForm, type FormValidation } from '../forms/validateForm.ts';
import type { Product, ProductSpecifications } from '../schemas/product.ts';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { NewProductSchema, PRODUCT_CLEARABLE_FIELDS, ProductEditSchema, StockEditSchema, type ProductEdit, type StockEdit } from '../schemas/productEdit.ts';
import { EAN_MAX_DIGITS } from '../schemas/ean.ts';
import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';

/** The one-line text fields of the editor, spec 1 §3's technical ones included, by their API names. */
const LINE_FIELDS = ['name', 'category', 'reference', 'brand', 'model', 'voltage', 'capacity', 'technologie', 'weight', 'warranty'] as const;
const SPECIFICATION_FIELDS = ['dimensions', 'terminals', 'lifecycle', 'temperature'] as const satisfies readonly (keyof ProductSpecifications)[];
type SpecificationField = (typeof SPECIFICATION_FIELDS)[number];

/** The product editor's values: numbers as typed, so a wrong one is named instead of lost. */
export type ProductEditFormValues = Record<(typeof LINE_FIELDS)[number] | SpecificationField | 'description' | 'ean' | 'price' | 'stock', string> & { isPromoted: boolean; isNetPrice: boolean };

/** The editor's values for a product, blank for a new one (its rayon the first offered). */
export function productEditFormValues(product?: Product, category = ''): ProductEditFormValues {
  const line = Object.fromEntries(LINE_FIELDS.map((field) => [field, product?.[field] ?? ''])) as Record<(typeof LINE_FIELDS)[number], string>;
  const specifications = Object.fromEntries(SPECIFICATION_FIELDS.map((field) => [field, product?.specifications?.[field] ?? ''])) as Record<SpecificationField, string>;
  return {
    ...line,
    ...specifications,
    category: product?.category ?? category,
    description: product?.description ?? '',
    ean: product?.ean ?? '',
    price: product ? String(product.price).replace('.', ',') : '',
    stock: String(product?.stock ?? 0),
    isPromoted: product?.isPromoted ?? false,
    isNetPrice: product?.isNetPrice ?? false,
  };
}

const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));
const filled = (entries: [string, string][]) => Object.fromEntries(entries.filter(([, value]) => value.trim() !== ''));

/** The body the editor's values stand for: a blank optional field is left out (cleared), specifications nested. */
function productEditOf(values: ProductEditFormValues) {
  const specifications = filled(SPECIFICATION_FIELDS.map((field) => [field, values[field]]));
  return {
    ...filled([...LINE_FIELDS, 'description', 'ean'].map((field) => [field, values[field as keyof ProductEditFormValues] as string])),
    name: values.name,
    category: values.category,
    reference: values.reference,
    ...(Object.keys(specifications).length > 0 ? { specifications } : {}),
    price: typedNumber(values.price),
    stock: typedNumber(values.stock),
    isPromoted: values.isPromoted,
    isNetPrice: values.isNetPrice,
  };
}

/** A field as typed, no longer than its input lets one type (the form reads the limit for its maxLength). */
const typedText = (max: number) => v.pipe(v.string(), v.maxLength(max));

const typedFields = {
  ...(Object.fromEntries([...LINE_FIELDS, ...SPECIFICATION_FIELDS].map((field) => [field, typedText(TEXT_LIMITS.line)])) as Record<(typeof LINE_FIELDS)[number] | SpecificationField, ReturnType<typeof typedText>>),
  description: typedText(TEXT_LIMITS.long),
  ean: typedText(EAN_MAX_DIGITS),
  price: typedText(NUMBER_TEXT_MAX),
  stock: typedText(NUMBER_TEXT_MAX),
  isPromoted: v.boolean(),
  isNetPrice: v.boolean(),
};

/** The product editor's schema: its values as typed in, checked as the API's body (field names as the API's; specifications as `specifications.dimensions`…). */
export const ProductEditFormSchema = v.pipe(v.object(typedFields), v.transform((values): Record<string, unknown> => productEditOf(values as ProductEditFormValues)), ProductEditSchema);
/** The same for a new product, its reference required. */
export const NewProductFormSchema = v.pipe(v.object(typedFields), v.transform((values): Record<string, unknown> => productEditOf(values as ProductEditFormValues)), NewProductSchema);

/** The editor's values as the body of PUT /admin/products/{id}, checked in French. */
export function validateProductEditForm(values: ProductEditFormValues): FormValidation<ProductEdit> {
  return validateForm(ProductEditFormSchema, values, FRENCH);
}

/** The stored product after an edit: the edited fields replaced (a blank optional one cleared), availability following the stock, the rest kept. */
export function applyProductEdit(product: Product, edit: ProductEdit): Product {
  const kept = Object.fromEntries(Object.entries(product).filter(([field]) => !(PRODUCT_CLEARABLE_FIELDS as readonly string[]).includes(field))) as Product;
  return { ...kept, ...edit, inStock: edit.stock > 0 };
}

/** Logistique's stock field as typed, checked as the body of PUT /admin/products/{id}/stock (decision 237). */
export const StockFormSchema = v.pipe(v.object({ stock: typedText(NUMBER_TEXT_MAX) }), v.transform(({ stock }): Record<string, unknown> => ({ stock: typedNumber(stock) })), StockEditSchema);

/** A typed stock as the body of PUT /admin/products/{id}/stock, or why not, in French. */
export function validateStockForm(values: { stock: string }): FormValidation<StockEdit> {
  return validateForm(StockFormSchema, values, FRENCH);
}

/** A product with its stock counted anew (decision 237): available when some is left, as the editor makes it. */
export function withStock(product: Product, stock: number): Product {
  return { ...product, stock, inStock: stock > 0 };
}

/** A new product as stored: its reference is its id, photos and lists empty until added, available when in stock. */
export function newProduct(input: v.InferOutput<typeof NewProductSchema>): Product {
  return { ...input, id: input.reference, images: [], certifications: [], compatibleWith: [], features: [], inStock: input.stock > 0 };
}
