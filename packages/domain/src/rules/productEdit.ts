import { validateForm, type FormValidation } from '../forms/validateForm.ts';
import type { Product } from '../schemas/product.ts';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { ProductEditSchema, type ProductEdit } from '../schemas/productEdit.ts';

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

/** The editor's values as the body of PUT /admin/products/{id}, checked in French (field names as the API's). */
export function validateProductEditForm(values: ProductEditFormValues): FormValidation<ProductEdit> {
  return validateForm(
    ProductEditSchema,
    {
      name: values.name,
      ...(values.description.trim() ? { description: values.description } : {}),
      category: values.category,
      ...(values.ean.trim() ? { ean: values.ean.trim() } : {}),
      price: typedNumber(values.price),
      stock: typedNumber(values.stock),
      isPromoted: values.isPromoted,
    },
    FRENCH,
  );
}

/** The stored product after an edit: the edited fields replaced, availability following the stock, the rest kept. */
export function applyProductEdit(product: Product, edit: ProductEdit): Product {
  const { description: _description, ean: _ean, ...kept } = product;
  return { ...kept, ...edit, inStock: edit.stock > 0 };
}
