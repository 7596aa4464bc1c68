import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.ts';
import { categoryResolver } from './categories.ts';
import { CATALOGUE_COLUMNS, mapHeader } from './columns.ts';
import { importReasons } from './importReasons.ts';
import type { CatalogueColumn, CatalogueRow, WeightUnit } from './columns.ts';
import { newProductRows } from './newProductRows.ts';
import { cleanProductCells, newCellNotes } from './productCells.ts';
import { rowOfCells, sameAsStored, storedProductRows } from './storedProductRows.ts';
import type { ProductCells } from './productCells.ts';
import { csvLine, productLine, productToRow } from './productRows.ts';

const rayons = [
  { nom_du_rayon: 'vp', libelle: 'Piles' },
  { nom_du_rayon: 'vc', libelle: 'Chargeurs' },
];

const base: Record<CatalogueColumn, string> = {
  reference: 'R1',
  ean: '3760000000000',
  name: 'Pile alcaline LR6',
  brand: 'Varta',
  model: 'LR6-4',
  category: 'vp',
  type: 'pile',
  technologie: 'Alcaline',
  voltage: '1.5',
  capacity: '2400 mAh',
  poids_unitaire_g: '24',
  price: '3.90',
  stock: '40',
  description: 'Pile AA.',
  detailedDescription: 'Pile alcaline AA, 1,5 V.',
  features: 'Longue durée|Sans mercure',
  compatibleWith: 'Jouets|Télécommandes',
  certifications: 'CE',
  warranty: '1 an',
  dimensions: '14 x 50 mm',
  terminals: 'Standard',
  lifecycle: 'Usage unique',
  temperature: '-20 °C à +54 °C',
  isPromoted: 'false',
  isNetPrice: '',
};

/** Values at and past each column's limits, in the forms spreadsheets and shops write them. */
const variants: Partial<Record<CatalogueColumn, string[]>> = {
  reference: [' R2 '],
  ean: ['', ' 3760000000000 ', '3760000000001', '123', '96385074', '3 760000 000000', '3760 0000 0000 1', '3760-0000-0000-0'],
  name: ['', '   ', ' Nom ', 'x'.repeat(255), 'x'.repeat(256)],
  brand: ['', 'b'.repeat(256), 'GP\u00a0Batteries', ' GP  Batteries ', 'GP\tBatteries\u202f'],
  category: ['', 'Chargeurs', ' vc ', 'VC', 'Accueil > Chargeurs, Promos', 'Inconnu'],
  type: ['', ' BATTERIE ', 'simple', 'bidule'],
  technologie: ['Li\u00a0ion', 'Plomb  AGM'],
  voltage: ['7,2', '3.7/7,4', ' 12 ', '', 'v'.repeat(256), '12\u00a0V'],
  capacity: ['2,2 Ah', '', '2,2\u202fAh'],
  poids_unitaire_g: ['', '1,5', ' 24 ', 'lourd', '-2'],
  price: ['', '12,90', ' 7.5 ', '1 250,00', '1e3', 'abc', '-3', '10000001', '10000000', '0'],
  stock: ['', ' 12 ', '1.5', 'douze', '-1', '1000000001', '1000000000', '0'],
  description: ['', '  espaces  ', '<p>Texte <b>gras</b></p>', 'a &amp; b', 'x'.repeat(5000), 'x'.repeat(5001)],
  detailedDescription: ['Ligne 1\nLigne 2', 'y'.repeat(5001)],
  features: ['', '|', 'a| |b|', ' x | y ', Array.from({ length: 100 }, () => 'f').join('|'), Array.from({ length: 101 }, () => 'f').join('|'), 'y'.repeat(256)],
  certifications: ['CE;RoHS', 'Q"uoted'],
  warranty: ['w'.repeat(255), 'w'.repeat(256)],
  dimensions: ['', ' 1 x 2 ', 'd'.repeat(256)],
  isPromoted: ['', 'oui', 'NON', '1', 'TRUE', 'peut-être'],
  isNetPrice: ['', 'oui', 'peut-être'],
};

interface Case {
  cells: string[];
  /** The general path reads the row without a warning or a rejection. */
  clean: boolean;
  /** The line and product the general path makes of it. */
  line?: string;
  product?: unknown;
}

/** What the import's general path (cleanProductCells, parseProduct, productLine) makes of a new product's row, or of a stored one's. */
function generalPath(header: readonly string[], cells: readonly string[], weightUnit: WeightUnit | undefined, stored?: CatalogueRow): Case {
  const { byIndex } = mapHeader(header);
  const incoming: ProductCells = {};
  byIndex.forEach((column, i) => {
    if (column !== undefined) incoming[column] = cells[i];
  });
  let clean = true;
  const notes = newCellNotes();
  const complain = () => {
    clean = false;
  };
  for (const column of ['name', 'price', 'category'] as const) if (incoming[column] !== undefined && incoming[column].trim() === '') clean = false;
  if (stored === undefined && byIndex.filter((column) => column === 'name' || column === 'price' || column === 'category').length < 3) clean = false;
  cleanProductCells(incoming, { weightUnit, resolveCategory: categoryResolver(rayons), existing: stored !== undefined, warn: complain, reject: complain, say: importReasons() }, notes);
  if (notes.htmlStripped > 0 || notes.shopKinds.size > 0 || notes.unknownCategories.size > 0) clean = false;
  if ((incoming.stock ?? '').trim() === '') {
    if (stored === undefined) incoming.stock = '0';
    else delete incoming.stock;
  }
  const parsed = parseProduct({ ...stored, ...incoming });
  if (!parsed.ok || !clean) return { cells: [...cells], clean: false };
  return { cells: [...cells], clean: true, line: productLine(parsed.product), product: parsed.product };
}

/** The base row, then each variant of each column on its own. */
function rowsOf(columns: readonly CatalogueColumn[]): string[][] {
  const rows = [columns.map((column) => base[column])];
  for (const [column, values] of Object.entries(variants) as [CatalogueColumn, string[]][]) {
    const at = columns.indexOf(column);
    if (at !== -1) for (const value of values) rows.push(columns.map((c, i) => (i === at ? value : base[c])));
  }
  return rows;
}

function compare(header: readonly string[], weightUnit: WeightUnit | undefined) {
  const columns = mapHeader(header).byIndex;
  const reader = newProductRows(columns, { weightUnit, resolveCategory: categoryResolver(rayons) });
  if (reader === undefined) throw new Error('no reader for this header');
  const cases = rowsOf(columns as CatalogueColumn[]).map((cells) => generalPath(header, cells, weightUnit));
  for (const expected of cases) {
    const cells = reader.read(expected.cells);
    // A row the general path would warn about or reject goes to it; every other row is read here, to the same line and product.
    expect({ cells: expected.cells, read: cells !== undefined }).toEqual({ cells: expected.cells, read: expected.clean });
    if (cells === undefined) continue;
    expect(csvLine(cells)).toBe(expected.line);
    const again = parseProduct(Object.fromEntries(CATALOGUE_COLUMNS.map((column, i) => [column, cells[i]])));
    expect(again).toEqual({ ok: true, product: expected.product });
  }
  return { cases, reader };
}

describe('newProductRows: a new product\'s row straight to its catalogue line', () => {
  it('makes the line and product the general path makes, and leaves to it every row it would warn about or reject', () => {
    const { cases } = compare([...CATALOGUE_COLUMNS].reverse(), undefined);
    expect(cases.filter((c) => c.clean).length).toBeGreaterThan(40);
    expect(cases.filter((c) => !c.clean).length).toBeGreaterThan(30);
  });

  it('converts weights of another unit as the general path does, and creates a row without stock with stock 0, counted', () => {
    const header = CATALOGUE_COLUMNS.filter((column) => column !== 'stock' && column !== 'isPromoted');
    const { cases, reader } = compare(header.map((column) => (column === 'poids_unitaire_g' ? 'Poids (kg)' : column)), 'kg');
    expect(reader.stockDefaulted).toBe(cases.filter((c) => c.clean).length);
    expect(cases[0]?.line).toContain(';24000;3.9;0;');
  });

  it('takes no row of a file without a name, price or category column (each new row is rejected there)', () => {
    const resolveCategory = categoryResolver(rayons);
    expect(newProductRows(mapHeader(['reference', 'name', 'category']).byIndex, { weightUnit: undefined, resolveCategory })).toBeUndefined();
    expect(newProductRows(mapHeader(['reference', 'price', 'category']).byIndex, { weightUnit: undefined, resolveCategory })).toBeUndefined();
    expect(newProductRows(mapHeader(['reference', 'name', 'price']).byIndex, { weightUnit: undefined, resolveCategory })).toBeUndefined();
    expect(newProductRows(mapHeader(['reference', 'name', 'price', 'category']).byIndex, { weightUnit: undefined, resolveCategory })).toBeDefined();
  });
});

/** A stored product, as the catalogue file holds it: the base row, validated and written back. */
function storedRow(): CatalogueRow {
  const parsed = parseProduct({ ...base });
  if (!parsed.ok) throw new Error('the base row is refused');
  return productToRow(parsed.product);
}

describe('storedProductRows: a re-import\'s row of a stored product straight to its catalogue line', () => {
  const stored = storedRow();
  const storedCells = CATALOGUE_COLUMNS.map((column) => stored[column]);

  function compareStored(header: readonly string[], weightUnit: WeightUnit | undefined) {
    const reader = storedProductRows(mapHeader(header).byIndex, { weightUnit, resolveCategory: categoryResolver(rayons) });
    const cases = rowsOf(mapHeader(header).byIndex as CatalogueColumn[]).map((cells) => generalPath(header, cells, weightUnit, stored));
    for (const expected of cases) {
      const cells = reader.read(expected.cells, storedCells);
      expect({ cells: expected.cells, read: cells !== undefined }).toEqual({ cells: expected.cells, read: expected.clean });
      if (cells !== undefined) expect(csvLine(cells)).toBe(expected.line);
    }
    return { cases, reader };
  }

  it('makes the line the general path makes of the stored row and the file\'s cells, and leaves to it every row it would warn about', () => {
    const { cases } = compareStored([...CATALOGUE_COLUMNS].reverse(), undefined);
    expect(cases.filter((c) => c.clean).length).toBeGreaterThan(40);
    expect(cases.filter((c) => !c.clean).length).toBeGreaterThan(30);
  });

  it('changes only the columns the file has (a price and stock update); a blank stock cell keeps the stored stock, counted', () => {
    const { cases, reader } = compareStored(['reference', 'price', 'stock'], undefined);
    expect(cases.filter((c) => c.clean).length).toBeGreaterThan(8);
    expect(reader.storedStockKept).toBe(1);
    const update = reader.read(['R1', '4,50', ''], storedCells) ?? [];
    expect(rowOfCells(update)).toEqual({ ...stored, price: '4.5' });
    expect(sameAsStored(update, storedCells)).toBe(false);
    expect(sameAsStored(reader.read(['R1', ' 3.9 ', '40'], storedCells) ?? [], storedCells)).toBe(true);
  });

  it('converts weights of another unit as the general path does', () => {
    compareStored(['reference', 'Poids (kg)', 'name'], 'kg');
  });
});
