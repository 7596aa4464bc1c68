import type { CatalogueColumn } from './columns.ts';
import type { ProductCells } from './productCells.ts';

/** The product's own cells, which Shopify writes on its first row only. */
const PRODUCT_CELLS: readonly CatalogueColumn[] = ['name', 'brand', 'category', 'type', 'description', 'detailedDescription'];
/** What Shopify writes as the option value of a product that has no variants. */
const NO_VARIANT = 'default title';

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * A Shopify export writes a product with variants (capacities, packs…) as one row per variant under
 * the same Handle: the first row holds the product's title, description, vendor and category, the
 * next ones only the variant's SKU, price, stock and option values. Each variant becomes a product of
 * the catalogue: it takes the cells its rows leave blank from the product's first row, and its name
 * is the product's title followed by its option values (`Batterie 12 V - 7 Ah`), as Shopify names
 * variants. Undefined for a file without Handle and option value columns.
 */
export function shopifyVariants(header: readonly string[]): ((cells: readonly string[], incoming: ProductCells) => void) | undefined {
  const handle = header.findIndex((name) => name.trim().toLowerCase() === 'handle');
  const options = header.flatMap((name, index) => (/^option\s*\d+\s*value$/i.test(name.trim()) ? [index] : []));
  if (handle === -1 || options.length === 0) return undefined;
  let product: { handle: string; cells: ProductCells } | undefined;

  return (cells, incoming) => {
    const rowHandle = (cells[handle] ?? '').trim();
    if (!isBlank(incoming.name)) product = { handle: rowHandle, cells: { ...incoming } };
    else if (product !== undefined && rowHandle !== '' && rowHandle === product.handle) {
      for (const column of PRODUCT_CELLS) if (isBlank(incoming[column]) && product.cells[column] !== undefined) incoming[column] = product.cells[column];
    } else return;
    const variant = options.map((index) => (cells[index] ?? '').trim()).filter((value) => value !== '' && value.toLowerCase() !== NO_VARIANT);
    if (variant.length > 0) incoming.name = `${(incoming.name ?? '').trim()} - ${variant.join(' / ')}`;
  };
}
