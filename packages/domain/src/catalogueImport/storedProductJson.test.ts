import { describe, expect, it } from 'vitest';
import { productSearchText } from '../rules/staffLists.ts';
import { productRowParser } from '../schemas/product.ts';
import type { Product } from '../schemas/product.ts';
import type { Rayon } from '../schemas/rayon.ts';
import { CATALOGUE_COLUMNS } from './columns.ts';
import type { CatalogueRow } from './columns.ts';
import type { ImportTally } from './importReport.ts';
import { planProductImport } from './productImport.ts';
import { productToRow } from './productRows.ts';
import { storedCatalogue } from './storedProductRows.ts';
import { storedProductJson } from './storedProductJson.ts';
import type { ImportedProductText } from './storedProductJson.ts';

const rayons: Rayon[] = [
  { nom_du_rayon: 'vp', libelle: 'Piles', actif: true },
  { nom_du_rayon: 'vc', libelle: 'Chargeurs', actif: true },
];

/** Odd values a real export holds: quotes, backslashes, accents, line breaks, emoji, HTML-looking text, empty optional cells. */
const ODD_TEXTS = ['Pile "AA" 1,5 V', 'C:\\piles\\aa', 'Énergie à l’œuvre — ½ ü ß', 'ligne 1\nligne 2\ttab', '🔋 </script>', 'a\u2028b', 'x'];

/** Each recognised export's header (French and English), the catalogue's own, a staff sheet; a row maker per header. */
const FILES: { name: string; header: string; row: (n: number, text: string) => string }[] = [
  { name: 'PrestaShop template, French', header: 'Actif (0/1);Nom *;Catégories (x,y,z...);Prix HT;Référence #;Poids;Quantité;Marque;Description courte;EAN13', row: (n, t) => `${n % 3 === 0 ? 0 : 1};${t} ${n};vp;${n},5;PS-${n};0,25;${n % 4};${n % 2 ? '' : t};${t};${n % 5 ? '' : '3760000000017'}` },
  { name: 'PrestaShop template, English', header: 'Active (0/1);Name *;Categories (x,y,z...);Price tax excluded;Reference #;Weight;Quantity;Manufacturer;Short description', row: (n, t) => `${n % 2};${t};Chargeurs;${n}.25;PE-${n};2,3;${n};${t};${n % 2 ? '' : t}` },
  { name: 'PrestaShop list, French', header: 'ID;Image;Nom;Référence;Catégorie;Prix HT;Prix TTC;Quantité;État;Poids', row: (n, t) => `${n};;${t};PL-${n};vp;10;12;${n % 3};${n % 2};0,25` },
  { name: 'WooCommerce, French', header: 'ID;Type;UGS;Nom;Publié;Tarif régulier;Catégories;Poids (kg);Stock;Marques', row: (n, t) => `${n};simple;WF-${n};${t};${n % 2 ? 1 : -1};${n};vp;0,${n};${n};${t}` },
  { name: 'WooCommerce, English', header: 'ID;Type;SKU;Name;Published;Regular price;Categories;Weight (kg);Stock', row: (n, t) => `${n};simple;WE-${n};${t};1;${n}.9;vc;1;` },
  { name: 'Shopify', header: 'Handle;Title;Product Category;Variant SKU;Variant Grams;Variant Price;Variant Inventory Qty;Vendor;Status', row: (n, t) => `h-${n};${t};vp;SH-${n};250;${n};${n};${t};${n % 2 ? 'active' : 'draft'}` },
  { name: 'the catalogue file', header: CATALOGUE_COLUMNS.join(';'), row: (n, t) => `CAT-${n};;${t};${t};M${n};vp;pile;Alcaline;1.5;2400 mAh;24;3.9;${n};${t};;${t}|b;;CE|RoHS;1 an;14 x 50 mm;;;${t};${n % 2 ? 'true' : 'false'};${n % 3 ? '' : 'true'}` },
  { name: 'a staff sheet, French prices with tax', header: 'Référence;Désignation;Rayon;Prix TTC;Qté;Marque;Tension;Capacité;Garantie', row: (n, t) => `ST-${n};${t};Piles;${n},20;;${t};7,2;2,2 Ah;${n % 2 ? '' : t}` },
];

function rowsOf(file: (typeof FILES)[number]) {
  return ODD_TEXTS.map((text, i) => ({ line: i + 2, cells: file.row(i + 1, text).split(';') }));
}

/** Plans the rows as the shop's import does, keeping each product and the text stored for it. */
async function planned(header: string, rows: { line: number; cells: string[] }[], stored: ReadonlyMap<string, CatalogueRow>) {
  const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
  const plan = await planProductImport({
    file: 'export.csv',
    header: header.split(';'),
    batches: [rows],
    catalogue: storedCatalogue(stored),
    rayons,
    report,
    keep: (_line, product, text): { product: Product; text: ImportedProductText } => ({ text: text(), product: product() }),
  });
  expect(report.rejections).toEqual([]);
  return [...plan.changed.values()];
}

describe('the stored text of an imported product, written from its checked cells', () => {
  for (const file of FILES) {
    it(`is JSON.stringify of the product, and its search text, for every row of ${file.name}, new or stored`, async () => {
      const created = await planned(file.header, rowsOf(file), new Map());
      expect(created).toHaveLength(ODD_TEXTS.length);
      const stored = new Map(created.map(({ product }) => [product.reference, productToRow(product)]));
      // A re-import of the same references: the file's cells over the stored ones.
      const updated = await planned(file.header, rowsOf(file).reverse(), stored);
      for (const { product, text } of [...created, ...updated]) {
        expect(text.record).toBe(JSON.stringify(product));
        expect(text.searchText).toBe(productSearchText(product.reference, product));
      }
    });
  }

  it('writes hidden products with their state last, as the import adds it', async () => {
    const file = FILES[0]!;
    const kept = await planned(file.header, rowsOf(file), new Map());
    expect(kept.filter(({ product }) => product.hidden === true).length).toBeGreaterThan(0);
    expect(kept.filter(({ product }) => product.hidden === false).length).toBeGreaterThan(0);
    for (const { text } of kept) expect(text.record).toMatch(/,"hidden":(true|false)\}$/);
  });

  it('writes plain cells without the product, and leaves to it the cells its readers would rewrite', () => {
    const parse = productRowParser(CATALOGUE_COLUMNS);
    const row = (changes: Partial<CatalogueRow>) => CATALOGUE_COLUMNS.map((column) => changes[column] ?? productToRow(BASE)[column]);
    const plain = [
      row({}),
      ...ODD_TEXTS.map((text) => row({ name: text, brand: text.replace(/\s+/g, ' '), description: text, features: `${text.replace(/\s|\|/g, '')}|b`, dimensions: text })),
      row({ brand: '', ean: '', description: '', features: '', dimensions: '', terminals: '', isNetPrice: '', poids_unitaire_g: '', stock: '' }),
      row({ stock: '0', price: '1e-7', isPromoted: 'true', isNetPrice: 'false' }),
    ];
    for (const cells of plain) {
      const parsed = parse(cells);
      if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.issues)}`);
      expect(storedProductJson(cells)).toBe(JSON.stringify(parsed.product));
      expect(storedProductJson(cells, true)).toBe(JSON.stringify({ ...parsed.product, hidden: true }));
    }
    // What the readers rewrite (a comma decimal, spaces to trim or collapse, a spaced EAN, a list's blank item) goes through the product.
    for (const changes of [{ price: '3,9' }, { price: '3.90' }, { name: ' Pile ' }, { brand: 'GP\u00a0Batteries' }, { voltage: '7,2' }, { ean: '3 760000 000017' }, { features: 'a| b' }, { isPromoted: 'oui' }, { name: '' }]) {
      expect(storedProductJson(row(changes)), JSON.stringify(changes)).toBeUndefined();
    }
  });
});

const BASE: Product = (() => {
  const parsed = productRowParser(CATALOGUE_COLUMNS)(
    ['R1', '3760000000017', 'Pile alcaline LR6', 'Varta', 'LR6-4', 'vp', 'pile', 'Alcaline', '1.5', '2400 mAh', '24', '3.9', '40', 'Pile AA.', 'Pile alcaline AA.', 'Longue durée|Sans mercure', 'Jouets', 'CE', '1 an', '14 x 50 mm', 'Standard', 'Usage unique', '-20 °C', 'false', ''],
  );
  if (!parsed.ok) throw new Error('the base row is refused');
  return parsed.product;
})();
