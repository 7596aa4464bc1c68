import { describe, expect, it } from 'vitest';
import type { ImportTally } from './importReport.ts';
import { planProductImport } from './productImport.ts';
import { magentoAttributePairs } from './shopVariants.ts';
import { storedCatalogue } from './storedProductRows.ts';

const rayons = [{ nom_du_rayon: 'vc', libelle: 'Chargeurs' }];

async function plan(language: 'en' | 'fr') {
  const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
  const result = await planProductImport({
    file: 'woo.csv',
    header: ['ID', 'Type', 'SKU', 'Name', 'Regular price', 'Categories', 'Parent', 'Attribute 1 value(s)'],
    batches: [[
      { line: 2, cells: ['44', 'variable', 'CH', 'Chargeur USB', '', 'Chargeurs', '', 'Noir, Blanc'] },
      { line: 3, cells: ['45', 'variation', 'CH-N', '', '19.90', '', 'CH', 'Noir'] },
      { line: 4, cells: ['46', 'variation', 'CH-B', '', '19.90', '', 'id:44', 'Blanc'] },
    ]],
    catalogue: storedCatalogue(new Map()),
    rayons,
    report,
    language,
    keep: (_line, product) => product(),
  });
  return { report, result };
}

describe('WooCommerce variable products', () => {
  it('skips the variable product with why, in the report\'s language, and imports its variations under its name and rayon', async () => {
    const { report, result } = await plan('en');
    expect(report).toMatchObject({ created: 2, skipped: 1, rejected: 0 });
    expect(report.warnings).toContainEqual({ file: 'woo.csv', line: 2, column: 'Type', reason: 'a variable product, without a price of its own: its variations are imported as products, each with its price; skipped' });
    expect([...result.changed.values()].map((product) => [product.name, product.category])).toEqual([['Chargeur USB - Noir', 'vc'], ['Chargeur USB - Blanc', 'vc']]);
    const french = await plan('fr');
    expect(french.report.warnings).toContainEqual(expect.objectContaining({ line: 2, reason: 'produit variable, sans prix propre : ses variations sont importées comme produits, chacune avec son prix ; ignorée' }));
  });
});

describe('magentoAttributePairs', () => {
  it('reads code=value pairs, a decimal comma staying in its value', () => {
    expect(magentoAttributePairs('ean=3760000100229,voltage=3,7,capacity=2,2 Ah,color=noir')).toEqual([
      ['ean', '3760000100229'],
      ['voltage', '3,7'],
      ['capacity', '2,2 Ah'],
      ['color', 'noir'],
    ]);
    expect(magentoAttributePairs('')).toEqual([]);
  });
});
