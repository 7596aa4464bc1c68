import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product.ts';
import type { Rayon } from '../schemas/rayon.ts';
import type { WeightUnit } from './columns.ts';
import type { ImportTally } from './importReport.ts';
import { planProductImport } from './productImport.ts';
import { storedCatalogue } from './storedProductRows.ts';

const rayons: Rayon[] = [{ nom_du_rayon: 'vp', libelle: 'Piles', actif: true }];

/** Imports `header` and one row, as the CLI and the administration do; the product read and the report. */
async function importOne(header: string, row: string, weightUnit?: WeightUnit) {
  const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
  const plan = await planProductImport({
    file: 'export.csv',
    header: header.split(';'),
    batches: [[{ line: 2, cells: row.split(';') }]],
    catalogue: storedCatalogue(new Map()),
    rayons,
    report,
    weightUnit,
    keep: (_line, product): Product => product(),
  });
  const product = [...plan.changed.values()][0];
  const notes = report.warnings.map((w) => `${w.line ?? ''} ${w.column ?? ''}: ${w.reason}`);
  return { product, report, notes };
}

describe('prices: HT or TTC, never guessed (issue 20)', () => {
  it('converts a "Prix (TTC)" column to the price before tax and says so', async () => {
    const { product, notes } = await importOne('Référence;Nom;Rayon;Prix (TTC)', 'T-1;Pile;vp;12,00');
    expect(product?.price).toBe(10);
    expect(notes).toContain('1 Prix (TTC): prices with tax (TTC), converted to prices before tax (HT) at the VAT rate of 20 %, to the cent');
  });

  it('converts English TTC headers too: "Price (incl. tax)", "Prix TTC"', async () => {
    expect((await importOne('reference;name;category;Price (incl. tax)', 'T-2;Pile;vp;4,68')).product?.price).toBe(3.9);
    expect((await importOne('reference;name;category;Prix TTC', 'T-3;Pile;vp;1,20')).product?.price).toBe(1);
  });

  it('takes the HT column of a file with both, whatever their order, and says why the TTC one is ignored', async () => {
    for (const header of ['Référence;Nom;Rayon;Prix (TTC);Prix (HT)', 'Référence;Nom;Rayon;Prix (HT);Prix (TTC)']) {
      const row = header.indexOf('(TTC)') < header.indexOf('(HT)') ? 'B-1;Pile;vp;12;10' : 'B-1;Pile;vp;10;12';
      const { product, notes } = await importOne(header, row);
      expect(product?.price).toBe(10);
      expect(notes).toContain('1 Prix (TTC): prices with tax ignored: the file also gives prices before tax in "Prix (HT)", which the shop stores as they are (converting would round)');
    }
  });

  it('refuses a price column that says neither HT nor TTC, naming the file\'s column', async () => {
    const { product, report, notes } = await importOne('Référence;Nom;Rayon;Prix', 'P-1;Pile;vp;12');
    expect(product).toBeUndefined();
    expect(notes[0]).toMatch(/^1 Prix: the header does not say whether prices are before tax \(HT\) or with tax \(TTC\): prices left out/);
    expect(report.rejected).toBe(1);
  });

  it('reads the catalogue\'s own "price" column as HT, without a note', async () => {
    const { product, notes } = await importOne('reference;name;category;price', 'O-1;Pile;vp;12');
    expect(product?.price).toBe(12);
    expect(notes.filter((note) => note.includes('price'))).toEqual([]);
  });
});

describe('recognised exports, in French and English: their HT price and their weight unit', () => {
  const cases = [
    {
      shop: 'PrestaShop import template, French',
      header: 'Actif (0/1);Nom *;Catégories (x,y,z...);Prix HT;Référence #;Poids;Quantité',
      row: '1;Pile AA x10;vp;10;PS-1;0,25;5',
      grams: 250,
      weightNote: '1 Poids: read in kg, the weight unit of PrestaShop exports (give --weight-unit g|kg|lb|oz if the shop was set to another)',
    },
    {
      shop: 'PrestaShop import template, English',
      header: 'Active (0/1);Name *;Categories (x,y,z...);Price tax excluded;Reference #;Weight;Quantity',
      row: '1;Battery 12 V 7 Ah;vp;10;PS-2;2,3;5',
      grams: 2300,
      weightNote: '1 Weight: read in kg, the weight unit of PrestaShop exports (give --weight-unit g|kg|lb|oz if the shop was set to another)',
    },
    {
      shop: 'PrestaShop back-office product list, French',
      header: 'ID;Image;Nom;Référence;Catégorie;Prix HT;Prix TTC;Quantité;État;Poids',
      row: '7;;Pile AA x10;PS-3;vp;10;12;5;1;0,25',
      grams: 250,
      weightNote: '1 Poids: read in kg, the weight unit of PrestaShop exports (give --weight-unit g|kg|lb|oz if the shop was set to another)',
    },
    { shop: 'WooCommerce, French', header: 'ID;Type;UGS;Nom;Publié;Tarif régulier;Catégories;Poids (kg);Stock', row: '1;simple;WC-1;Pile;1;10;vp;0,25;5', grams: 250, priceNote: "1 Tarif régulier: read as prices before tax (HT): WooCommerce's price, which a B2B shop enters before tax" },
    { shop: 'WooCommerce, English', header: 'ID;Type;SKU;Name;Published;Regular price;Categories;Weight (kg);Stock', row: '1;simple;WC-2;Cell;1;10;vp;0,25;5', grams: 250, priceNote: "1 Regular price: read as prices before tax (HT): WooCommerce's price, which a B2B shop enters before tax" },
    // Shopify writes its CSV headers in English whatever the admin's language.
    { shop: 'Shopify', header: 'Handle;Title;Product Category;Variant SKU;Variant Grams;Variant Price;Variant Inventory Qty', row: 'pile;Pile;vp;SH-1;250;10;5', grams: 250, priceNote: "1 Variant Price: read as prices before tax (HT): Shopify's price, which a B2B shop enters before tax" },
  ];
  for (const { shop, header, row, grams, weightNote, priceNote } of cases) {
    it(`${shop}: price 10 HT, weight ${grams} g`, async () => {
      const { product, notes, report } = await importOne(header, row);
      expect(report.rejections).toEqual([]);
      expect(product?.price).toBe(10);
      expect(product?.poids_unitaire_g).toBe(grams);
      if (weightNote) expect(notes).toContain(weightNote);
      if (priceNote) expect(notes).toContain(priceNote);
    });
  }
});

describe('weights: the unit from the header, a recognised export or --weight-unit, never guessed (issue 20)', () => {
  it('refuses a French "Poids" without unit outside a recognised export, naming the column', async () => {
    const { product, notes } = await importOne('reference;name;category;price;Poids', 'W-1;Pile;vp;1;0,25');
    expect(product?.poids_unitaire_g).toBeUndefined();
    expect(notes).toContain('1 Poids: the header gives no unit: weights left out (give --weight-unit g|kg|lb|oz, or "weightUnit" in the mapping file)');
  });

  it('takes --weight-unit for a bare "Poids", and over a recognised export\'s convention', async () => {
    expect((await importOne('reference;name;category;price;Poids', 'W-2;Pile;vp;1;0,25', 'kg')).product?.poids_unitaire_g).toBe(250);
    const prestaShopInGrams = await importOne('Nom *;Catégories (x,y,z...);Prix HT;Référence #;Poids', 'Pile;vp;1;W-3;250', 'g');
    expect(prestaShopInGrams.product?.poids_unitaire_g).toBe(250);
    expect(prestaShopInGrams.notes.join('\n')).not.toContain('weight unit of PrestaShop');
  });

  it('reads the unit a header names: "Poids (kg)", "Poids (g)", "Weight (lbs)"', async () => {
    expect((await importOne('reference;name;category;price;Poids (kg)', 'U-1;Pile;vp;1;0,25')).product?.poids_unitaire_g).toBe(250);
    expect((await importOne('reference;name;category;price;Poids (g)', 'U-2;Pile;vp;1;250')).product?.poids_unitaire_g).toBe(250);
    expect((await importOne('reference;name;category;price;Weight (lbs)', 'U-3;Pile;vp;1;1')).product?.poids_unitaire_g).toBe(453.6);
  });
});
