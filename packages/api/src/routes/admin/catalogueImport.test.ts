import { describe, expect, it } from 'vitest';
import type { CatalogueImportResult, Product } from '@otech/domain';
import { recordsApiForTests } from '../../../test/records.ts';

const api = recordsApiForTests();

/** Sends a CSV file as the catalogue page does: its bytes as the body. */
async function importCsv(csv: string | Uint8Array, query: string, token: string | null = api.admin) {
  const response = await fetch(`${api.t.api.url}/admin/catalogue/import?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: csv,
  });
  return { status: response.status, body: (await response.json()) as CatalogueImportResult & { message?: string } };
}

const product = async (id: string) => (await api.t.call('GET', `/products/${id}`)).body as Product;

const GOOD = 'reference;name;price;category;stock\nVP-AA-001;Pile alcaline AA LR6;2,75;vp;150\nNEW-001;Pile bouton CR2032;0,9;Piles;40\n';

describe('catalogue import from the browser (issue 9)', () => {
  it('is for administrators only: 401 without a token, 403 to a customer', async () => {
    expect((await importCsv(GOOD, 'file=a.csv', null)).status).toBe(401);
    expect((await importCsv(GOOD, 'file=a.csv', api.marie)).status).toBe(403);
  });

  it('previews by default: the report of the CLI, nothing written', async () => {
    const { status, body } = await importCsv(GOOD, 'file=tarifs.csv');
    expect(status).toBe(200);
    expect(body).toMatchObject({ file: 'tarifs.csv', encoding: 'utf-8', delimiter: ';', created: 1, updated: 1, rejected: 0, applied: false });
    expect((await product('VP-AA-001')).price).toBe(2.5);
    expect((await api.t.call('GET', '/products/NEW-001')).status).toBe(404);
  });

  it('refuses the whole file when one row is refused, naming its line and column, with the reason in French', async () => {
    const csv = `${GOOD}BAD-1;Sans prix;;vp;1\nBAD-2;Rayon inconnu;3;lampes;1\n`;
    const { body } = await importCsv(csv, 'file=tarifs.csv&apply=true');
    expect(body).toMatchObject({ created: 1, updated: 1, rejected: 2, applied: false });
    expect(body.rejections).toEqual([
      { file: 'tarifs.csv', line: 4, column: 'price', reason: 'vide : un nouveau produit doit avoir un prix' },
      expect.objectContaining({ file: 'tarifs.csv', line: 5, column: 'category', reason: expect.stringContaining('rayon inconnu "lampes"') }),
    ]);
    expect((await product('VP-AA-001')).price).toBe(2.5);
  });

  it('applies a clean file: prices updated, new products created and found by search, photos kept', async () => {
    const before = await product('VP-AA-001');
    const { body } = await importCsv(GOOD, 'file=tarifs.csv&apply=true');
    expect(body).toMatchObject({ created: 1, updated: 1, rejected: 0, applied: true });
    expect(await product('VP-AA-001')).toMatchObject({ price: 2.75, stock: 150, images: before.images });
    expect(await product('NEW-001')).toMatchObject({ name: 'Pile bouton CR2032', price: 0.9, category: 'vp', stock: 40 });
    const found = (await api.t.call('GET', '/products?search=CR2032')).body as { products: Product[] };
    expect(found.products.map((p) => p.id)).toContain('NEW-001');
  });

  it('reads a Windows-1252 file with "," delimiters as French spreadsheets save it', async () => {
    const bytes = Uint8Array.from([...'reference,name\nVP-AA-001,Pile alcaline AA LR6 '].map((c) => c.charCodeAt(0)).concat([0xe9, 0x0a]));
    const { body } = await importCsv(bytes, 'file=ansi.csv');
    expect(body).toMatchObject({ encoding: 'windows-1252', delimiter: ',', updated: 1, rejected: 0 });
  });

  it('names the file-level problems: no reference column, a broken quote, an empty body', async () => {
    expect((await importCsv('nom;prix\nA;1\n', 'file=x.csv')).body.rejections).toEqual([expect.objectContaining({ line: 1, column: 'référence', reason: expect.stringContaining('aucun en-tête ne désigne la référence') })]);
    expect((await importCsv('reference;name\n"A;B\n', 'file=x.csv')).body.rejections).toEqual([expect.objectContaining({ column: '(file)', reason: expect.stringContaining("rien n'est importé") })]);
    expect(await importCsv('', 'file=x.csv')).toMatchObject({ status: 400, body: { message: 'Le fichier est vide' } });
    expect((await importCsv(GOOD, `file=${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('reads the columns as a mapping file maps them, the same JSON as the CLI\'s --map, and answers the header read', async () => {
    const csv = 'Code;Libellé article;Prix public;rayon\nVP-AA-001;Pile alcaline AA LR6;2,95;vp\n';
    const unmapped = (await importCsv(csv, 'file=tarifs.csv')).body;
    expect(unmapped).toMatchObject({ header: ['Code', 'Libellé article', 'Prix public', 'rayon'], rejected: 0 });
    expect(unmapped.rejections).toEqual([expect.objectContaining({ column: 'référence', reason: expect.stringContaining('aucun en-tête ne désigne la référence') })]);
    const mapping = JSON.stringify({ columns: { Code: 'reference', 'Libellé article': 'name', 'Prix public': 'price' } });
    const mapped = (await importCsv(csv, `file=tarifs.csv&mapping=${encodeURIComponent(mapping)}`)).body;
    expect(mapped).toMatchObject({ updated: 1, rejected: 0, rejections: [] });
  });

  it('refuses a mapping that is not the CLI\'s, or that files a category under an unknown rayon, with a French message', async () => {
    const bad = await importCsv(GOOD, `file=a.csv&mapping=${encodeURIComponent('{"columns":{"Code":"ref"}}')}`);
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'mapping', message: expect.stringMatching(/^Fichier de correspondance invalide : columns\.Code : Valeur attendue/) }] } });
    const rayon = await importCsv(GOOD, `file=a.csv&mapping=${encodeURIComponent('{"categories":{"Lampes":"zz"}}')}`);
    expect(rayon).toMatchObject({ status: 400, body: { message: 'Fichier de correspondance invalide : categories : "Lampes" : "zz" n\'est pas un code de rayon' } });
  });
});
