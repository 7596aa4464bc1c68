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

  it('keeps a Shopify address with commas whole, and splits a PrestaShop list of addresses', async () => {
    const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
    const cloudinary = 'https://res.cloudinary.com/otech/image/upload/w_800,h_800,c_pad/lr6.jpg';
    const shopify = await planProductImport({
      file: 'shopify.csv',
      header: ['Handle', 'Title', 'Product Category', 'Variant SKU', 'Variant Price', 'Image Src'],
      batches: [[{ line: 2, cells: ['pile', 'Pile LR6', 'vp', 'SH-1', '3,90', cloudinary] }]],
      catalogue: storedCatalogue(new Map()),
      rayons,
      report,
      fetchesImages: true,
      keep: (line) => line,
    });
    expect(shopify.imageSources.get('SH-1')?.map((source) => source.url)).toEqual([cloudinary]);
    const prestashop = await planProductImport({
      file: 'prestashop.csv',
      header: ['Référence', 'Nom', 'Catégorie', 'Prix HT', 'URLs des images (x,y,z)'],
      batches: [[{ line: 2, cells: ['PS-1', 'Pile LR6', 'vp', '3,90', `https://ps.example/1.jpg,${cloudinary}`] }]],
      catalogue: storedCatalogue(new Map()),
      rayons,
      report,
      fetchesImages: true,
      keep: (line) => line,
    });
    expect(report.rejections).toEqual([]);
    expect(prestashop.imageSources.get('PS-1')?.map((source) => source.url)).toEqual(['https://ps.example/1.jpg', cloudinary]);
  });

  it("takes a Shopify product's further images from the rows of its Handle that hold only an Image Src: front, then back", async () => {
    const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
    const plan = await planProductImport({
      file: 'shopify.csv',
      header: ['Handle', 'Title', 'Product Category', 'Variant SKU', 'Variant Price', 'Image Src'],
      batches: [[
        { line: 2, cells: ['pile-9v', 'Pile 9V', 'vp', 'SH-9V', '8,50', ''] },
        { line: 3, cells: ['pile-9v', '', '', '', '', 'https://cdn.shopify.com/9v-front.jpg'] },
        { line: 4, cells: ['pile-9v', '', '', '', '', 'https://cdn.shopify.com/9v-back.jpg'] },
        { line: 5, cells: ['other', '', '', '', '', 'https://cdn.shopify.com/orphan.jpg'] },
      ]],
      catalogue: storedCatalogue(new Map()),
      rayons,
      report,
      fetchesImages: true,
      keep: (line) => line,
    });
    expect(report.created).toBe(1);
    expect(plan.imageSources.get('SH-9V')?.map((source) => [source.line, source.url])).toEqual([
      [3, 'https://cdn.shopify.com/9v-front.jpg'],
      [4, 'https://cdn.shopify.com/9v-back.jpg'],
    ]);
    expect([...plan.imageSources.keys()]).toEqual(['SH-9V']);
  });
});
