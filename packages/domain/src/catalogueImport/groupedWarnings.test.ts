import { describe, expect, it } from 'vitest';
import type { Rayon } from '../schemas/rayon.ts';
import { groupRepeatedWarnings } from './groupedWarnings.ts';
import type { ImportTally } from './importReport.ts';
import { planProductImport } from './productImport.ts';
import { storedCatalogue } from './storedProductRows.ts';
import { rowOfCells } from './storedProductRows.ts';
import { productCells } from './productRows.ts';
import { parseProduct } from '../schemas/product.ts';

describe('groupRepeatedWarnings (issue 20: one warning per distinct value)', () => {
  it('folds the same reason on many lines into one, with its count and first lines', () => {
    const same = (line: number) => ({ file: 'f.csv', line, column: 'Catégorie', reason: 'catégorie « Chargeurs » inconnue' });
    const grouped = groupRepeatedWarnings([same(2), same(5), { file: 'f.csv', line: 6, column: 'Type', reason: 'autre' }, same(7), same(9)], 'fr');
    expect(grouped).toEqual([
      { file: 'f.csv', line: 2, column: 'Catégorie', reason: 'catégorie « Chargeurs » inconnue : 4 lignes (2, 5, 7…)' },
      { file: 'f.csv', line: 6, column: 'Type', reason: 'autre' },
    ]);
  });

  it('groups the unknown rayon of existing products once per category in an import report', async () => {
    const rayons: Rayon[] = [{ nom_du_rayon: 'vp', libelle: 'Piles', actif: true }];
    const stored = new Map(['A', 'B', 'C'].map((reference) => {
      const parsed = parseProduct({ reference, name: `Pile ${reference}`, category: 'vp', price: '1', stock: '1' });
      if (!parsed.ok) throw new Error('fixture');
      return [reference, rowOfCells(productCells(parsed.product))];
    }));
    const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
    await planProductImport({
      file: 'f.csv',
      header: ['reference', 'category', 'type'],
      batches: [[{ line: 2, cells: ['A', 'Chargeurs', 'x'] }, { line: 3, cells: ['B', 'Chargeurs', 'x'] }, { line: 4, cells: ['C', 'Lampes', 'x'] }]],
      catalogue: storedCatalogue(stored),
      rayons,
      report,
      keep: (line) => line,
    });
    const reasons = report.warnings.map((w) => `${w.line ?? ''} ${w.column ?? ''}: ${w.reason}`);
    expect(reasons.filter((r) => r.includes('"Chargeurs"'))).toEqual([expect.stringMatching(/^2 category: unknown rayon "Chargeurs", the stored one kept .*: 2 lines \(2, 3\)$/)]);
    expect(reasons.filter((r) => r.includes('unknown type "x"'))).toEqual([expect.stringMatching(/: 3 lines \(2, 3, 4\)$/)]);
  });
});
