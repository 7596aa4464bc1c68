import * as v from 'valibot';
import { validateForm, type FormValidation } from '../forms/validateForm.ts';
import type { Product } from '../schemas/product.ts';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { ProductEditSchema, type ProductEdit } from '../schemas/productEdit.ts';
import { EAN_MAX_DIGITS } from '../schemas/ean.ts';
import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';

/** The product editor's values: numbers as typed, so a wrong one is named instead of lost. */
export interface ProductEditFormValues {
  name: string;
  description: string;
  category: string;
  ean: string;
  price: string;
  stock: string;
  isPromoted: boolean;
}

export function productEditFormValues(product: Product): ProductEditFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category,
    ean: product.ean ?? '',
    price: String(product.price).replace('.', ','),
    stock: String(product.stock ?? 0),
    isPromoted: product.isPromoted ?? false,
  };
}

const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The body of PUT /admin/products/{id} the editor's values stand for: a blank description or EAN is left out. */
function productEditOf(values: ProductEditFormValues) {
  return {
    name: values.name,
    ...(values.description.trim() ? { description: values.description } : {}),
    category: values.category,
    ...(values.ean.trim() ? { ean: values.ean.trim() } : {}),
    price: typedNumber(values.price),
    stock: typedNumber(values.stock),
    isPromoted: values.isPromoted,
  };
}

/** A field as typed, no longer than its input lets one type (the form reads the limit for its maxLength). */
const typedText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** The product editor's schema: its values as typed in, checked as the API's body (field names as the API's). */
export const ProductEditFormSchema = v.pipe(
  v.object({
    name: typedText(TEXT_LIMITS.line),
    description: typedText(TEXT_LIMITS.long),
    category: typedText(TEXT_LIMITS.line),
    ean: typedText(EAN_MAX_DIGITS),
    price: typedText(NUMBER_TEXT_MAX),
    stock: typedText(NUMBER_TEXT_MAX),
    isPromoted: v.boolean(),
  }),
  v.transform(productEditOf),
  ProductEditSchema,
);

/** The editor's values as the body of PUT /admin/products/{id}, checked in French. */
export function validateProductEditForm(values: ProductEditFormValues): FormValidation<ProductEdit> {
  return validateForm(ProductEditFormSchema, values, FRENCH);
}

/** The stored product after an edit: the edited fields replaced, availability following the stock, the rest kept. */
export function applyProductEdit(product: Product, edit: ProductEdit): Product {
  const { description: _description, ean: _ean, ...kept } = product;
  return { ...kept, ...edit, inStock: edit.stock > 0 };
}
