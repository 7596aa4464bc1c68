import { describe, expect, it } from 'vitest';
import type { Rayon } from '../schemas/rayon.ts';
import type { ImportTally } from './importReport.ts';
import { planProductImport } from './productImport.ts';
import { storedCatalogue } from './storedProductRows.ts';

const rayons: Rayon[] = [{ nom_du_rayon: 'vp', libelle: 'Piles', actif: true }];

describe('image URL columns (issue 20): never dropped silently', () => {
  it('reports each imported product\'s image URL as not fetched, naming its reference, never rejecting the row', async () => {
    const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
    await planProductImport({
      file: 'shopify.csv',
      header: ['Handle', 'Title', 'Product Category', 'Variant SKU', 'Variant Price', 'Image Src', 'Variant Image'],
      batches: [[
        { line: 2, cells: ['pile', 'Pile LR6', 'vp', 'SH-1', '3,90', 'https://cdn.shopify.com/a.jpg', ''] },
        { line: 3, cells: ['pile-2', 'Pile LR03', 'vp', 'SH-2', '2,90', '', 'https://cdn.shopify.com/b.jpg'] },
      ]],
      catalogue: storedCatalogue(new Map()),
      rayons,
      report,
      keep: (line) => line,
    });
    expect(report.created).toBe(2);
    const notes = report.warnings.map((w) => `${w.line ?? ''} ${w.column ?? ''}: ${w.reason}`);
    expect(notes).toContain("2 Image Src: image of SH-1 not fetched: https://cdn.shopify.com/a.jpg (add it on the product's page in the administration, or with otech import images --into-seed)");
    expect(notes).toContain("3 Variant Image: image of SH-2 not fetched: https://cdn.shopify.com/b.jpg (add it on the product's page in the administration, or with otech import images --into-seed)");
    expect(notes.join('\n')).not.toContain('"Image Src"');
  });
});
