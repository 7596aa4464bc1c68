import type { CatalogueColumn } from './columns.ts';
import type { ProductCells } from './productCells.ts';

/** The product's own cells, which Shopify writes on its first row only. */
const PRODUCT_CELLS: readonly CatalogueColumn[] = ['name', 'brand', 'category', 'type', 'description', 'detailedDescription'];
/** What Shopify writes as the option value of a product that has no variants. */
const NO_VARIANT = 'default title';

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** Fills a variant's blank product cells from its product's row. */
function takeProductCells(incoming: ProductCells, product: ProductCells): void {
  for (const column of PRODUCT_CELLS) if (isBlank(incoming[column]) && product[column] !== undefined) incoming[column] = product[column];
}

/** Brings a variant row's blank cells from its product's row, in place; called on every row in file order. */
export type VariantFiller = (cells: readonly string[], incoming: ProductCells) => void;

/**
 * A Shopify export writes a product with variants (capacities, packs…) as one row per variant under
 * the same Handle: the first row holds the product's title, description, vendor and category, the
 * next ones only the variant's SKU, price, stock and option values. Each variant becomes a product of
 * the catalogue: it takes the cells its rows leave blank from the product's first row, and its name
 * is the product's title followed by its option values (`Batterie 12 V - 7 Ah`), as Shopify names
 * variants. Undefined for a file without Handle and option value columns.
 */
export function shopifyVariants(header: readonly string[]): VariantFiller | undefined {
  const handle = header.findIndex((name) => name.trim().toLowerCase() === 'handle');
  const options = header.flatMap((name, index) => (/^option\s*\d+\s*value$/i.test(name.trim()) ? [index] : []));
  if (handle === -1 || options.length === 0) return undefined;
  let product: { handle: string; cells: ProductCells } | undefined;

  return (cells, incoming) => {
    const rowHandle = (cells[handle] ?? '').trim();
    if (!isBlank(incoming.name)) product = { handle: rowHandle, cells: { ...incoming } };
    else if (product !== undefined && rowHandle !== '' && rowHandle === product.handle) takeProductCells(incoming, product.cells);
    else return;
    const variant = options.map((index) => (cells[index] ?? '').trim()).filter((value) => value !== '' && value.toLowerCase() !== NO_VARIANT);
    if (variant.length > 0) incoming.name = `${(incoming.name ?? '').trim()} - ${variant.join(' / ')}`;
  };
}

/**
 * A WooCommerce export writes each variation of a "variable" product as its own row, whose `Parent`
 * cell holds the variable product's SKU and whose category, brand and short description are blank:
 * the variation takes them from its product's row (its name already says the variation).
 * Undefined for a file without a Parent column.
 */
export function wooVariations(header: readonly string[]): VariantFiller | undefined {
  const parent = header.findIndex((name) => name.trim().toLowerCase() === 'parent');
  if (parent === -1) return undefined;
  // Only variable products are kept: a file of 40,000 simple products holds no copy.
  const variableProducts = new Map<string, ProductCells>();
  return (cells, incoming) => {
    const parentReference = (cells[parent] ?? '').trim();
    const reference = (incoming.reference ?? '').trim();
    if (parentReference === '') {
      if (reference !== '' && (incoming.type ?? '').trim().toLowerCase() === 'variable') variableProducts.set(reference, { ...incoming });
      return;
    }
    const product = variableProducts.get(parentReference);
    if (product !== undefined) takeProductCells(incoming, product);
  };
}
