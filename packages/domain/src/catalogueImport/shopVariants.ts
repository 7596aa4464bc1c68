import { canonicalColumn } from './columns.ts';
import type { CatalogueColumn } from './columns.ts';
import type { ProductCells } from './productCells.ts';

/** The product's own cells, which Shopify writes on its first row only. */
const PRODUCT_CELLS: readonly CatalogueColumn[] = ['name', 'brand', 'category', 'type', 'description', 'detailedDescription'];
/** What Shopify writes as the option value of a product that has no variants. */
const NO_VARIANT = 'default title';

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** Fills a variant's blank product cells from its product's row. */
function takeProductCells(incoming: ProductCells, product: ProductCells, columns = PRODUCT_CELLS): void {
  for (const column of columns) if (isBlank(incoming[column]) && product[column] !== undefined) incoming[column] = product[column];
}

/** Why a row of a shop export is no product of its own: skipped with that reason (importReasons.ts). */
type NotAProduct = 'variableProduct' | 'magentoParent';

/**
 * Brings a variant row's blank cells from its product's row, in place; called on every row in file
 * order. Returns why the row is no product of its own (to skip it with a warning), else undefined.
 */
export type VariantFiller = (cells: readonly string[], incoming: ProductCells) => NotAProduct | undefined;

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
    return undefined;
  };
}

/** A WooCommerce variation inherits these too when its cells are blank ("Same as parent"). */
const WOO_PRODUCT_CELLS: readonly CatalogueColumn[] = [...PRODUCT_CELLS, 'poids_unitaire_g'];
/** `Attribute 1 value(s)` in English exports, `Valeur(s) de l'attribut 1` in French ones. */
const WOO_ATTRIBUTE_VALUE = /^(attribute\s*\d+\s*value\(s\)|valeur\(s\)\s*de\s*l['’]\s*attribut\s*\d+)$/i;

const isVariable = (cells: ProductCells) => (cells.type ?? '').trim().toLowerCase() === 'variable';

/**
 * A WooCommerce export writes a "variable" product (a charger sold in several colours, a cell in
 * several capacities) as one row without a price, then one "variation" row per choice, whose
 * `Parent` cell holds the variable product's SKU (or `id:<ID>` when it has none) and which carries
 * the SKU, price and stock. Each variation becomes a product: it takes the name, descriptions,
 * brand, category, type and weight it leaves blank from the variable product, and its name says its
 * attribute values (`Chargeur USB - Noir, 2 A`, as WooCommerce names variations) when it does not
 * already. The variable product itself, having no price, is skipped with that reason.
 * Undefined for a file without a Parent column.
 */
export function wooVariations(header: readonly string[]): VariantFiller | undefined {
  const find = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const parent = find('parent');
  if (parent === -1) return undefined;
  const id = find('id');
  const attributes = header.flatMap((name, index) => (WOO_ATTRIBUTE_VALUE.test(name.trim()) ? [index] : []));
  // Only variable products are kept, under their SKU and their `id:` form: a file of 40,000 simple products holds no copy.
  const variableProducts = new Map<string, ProductCells>();
  return (cells, incoming) => {
    const parentReference = (cells[parent] ?? '').trim();
    if (parentReference === '') {
      if (!isVariable(incoming)) return undefined;
      const product = { ...incoming };
      const reference = (incoming.reference ?? '').trim();
      if (reference !== '') variableProducts.set(reference, product);
      if (id !== -1 && !isBlank(cells[id])) variableProducts.set(`id:${(cells[id] ?? '').trim()}`, product);
      return isBlank(incoming.price) ? 'variableProduct' : undefined;
    }
    const product = variableProducts.get(parentReference);
    const values = attributes.map((index) => (cells[index] ?? '').trim()).filter((value) => value !== '');
    if (product !== undefined) takeProductCells(incoming, product, WOO_PRODUCT_CELLS);
    const name = (incoming.name ?? '').trim();
    const folded = name.toLowerCase();
    if (name !== '' && values.some((value) => !folded.includes(value.toLowerCase()))) {
      incoming.name = `${product?.name?.trim() || name} - ${values.join(', ')}`;
    }
    return undefined;
  };
}

/** Magento's product types whose rows stand for products made of simple ones, each with its own row and price. */
const MAGENTO_PARENT_TYPES = new Set(['configurable', 'bundle', 'grouped']);

/**
 * A Magento export writes a configurable product (a battery sold in several capacities), a bundle or
 * a grouped product as a row of its own beside the rows of the simple products it is made of, which
 * carry the SKUs, prices and stock. Without a price of its own such a row is no product to sell: it
 * is skipped with that reason, the simple products are imported. Undefined for a file without
 * Magento's `product_type` column.
 */
export function magentoParents(header: readonly string[]): VariantFiller | undefined {
  const productType = header.findIndex((name) => name.trim().toLowerCase() === 'product_type');
  if (productType === -1) return undefined;
  return (cells, incoming) => (MAGENTO_PARENT_TYPES.has((cells[productType] ?? '').trim().toLowerCase()) && isBlank(incoming.price) ? 'magentoParent' : undefined);
}

/** Magento's column of the product's own attributes, `ean=3760000100229,voltage=3,7`. */
export const isMagentoAttributes = (header: string) => header.trim().toLowerCase() === 'additional_attributes';
const ATTRIBUTE_PAIR = /^\s*([a-z][a-z0-9_]*)=/i;

/** The pairs of an additional_attributes cell; a part without `key=` goes on the value before it (a decimal comma: `voltage=3,7`). */
export function magentoAttributePairs(cell: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of cell.split(',')) {
    const key = ATTRIBUTE_PAIR.exec(part);
    const last = pairs.at(-1);
    if (key !== null) pairs.push([key[1] ?? '', part.slice(key[0].length)]);
    else if (last !== undefined) last[1] += `,${part}`;
  }
  return pairs;
}

/**
 * A Magento export writes the attributes a store added (EAN, voltage, capacity, manufacturer…) in
 * one `additional_attributes` cell as `code=value` pairs. Each code that names a catalogue column as
 * a header would fills that column's cell when the row leaves it blank; other codes are passed over.
 * Undefined for a file without that column.
 */
export function magentoAttributes(header: readonly string[]): VariantFiller | undefined {
  const at = header.findIndex(isMagentoAttributes);
  if (at === -1) return undefined;
  const columnOf = new Map<string, CatalogueColumn | undefined>();
  return (cells, incoming) => {
    for (const [code, value] of magentoAttributePairs(cells[at] ?? '')) {
      if (!columnOf.has(code)) columnOf.set(code, canonicalColumn(code));
      const column = columnOf.get(code);
      if (column !== undefined && column !== 'reference' && isBlank(incoming[column])) incoming[column] = value;
    }
    return undefined;
  };
}
