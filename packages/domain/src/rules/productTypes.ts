/** The catalogue's product types (data/README.md): what the cards and filters know how to show. */
export const PRODUCT_TYPES = ['pile', 'batterie', 'chargeur', 'accessoire'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}
