import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../../../test/helpers.ts';

let t: TestApi;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  customer = await t.customerToken();
}, 60_000);
afterAll(() => t.stop());

const body = (rows: { line: number; cells: string[] }[], apply = true) => ({
  file: 'export-compta.csv',
  header: ['Code client', 'Raison sociale', 'E-mail', 'SIRET'],
  rows,
  apply,
});

describe('POST /admin/clients/import (issue 20: otech import clients through the running shop)', () => {
  it('is for staff only', async () => {
    expect((await t.call('POST', '/admin/clients/import', { body: body([]) })).status).toBe(401);
    expect((await t.call('POST', '/admin/clients/import', { token: customer, body: body([]) })).status).toBe(403);
  });

  it('refuses a body that is not a read file, naming the field', async () => {
    const { status, body: answer } = await t.call('POST', '/admin/clients/import', { token: admin, body: { file: 'x.csv', header: [], rows: [], apply: true } });
    expect(status).toBe(400);
    expect((answer as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain('header');
  });

  it('reports without writing on a dry run, then writes the good rows and reports the others by line', async () => {
    const rows = [
      { line: 2, cells: ['C00900', 'Piles du Nord', 'achats@piles-du-nord.fr', '73282932000074'] },
      { line: 3, cells: ['C00901', 'Piles du Sud', 'achats@piles-du-nord.fr', ''] },
    ];
    const dry = await t.call('POST', '/admin/clients/import', { token: admin, body: body(rows, false) });
    expect(dry.body).toMatchObject({ created: 1, rejected: 1, applied: false });
    const applied = await t.call('POST', '/admin/clients/import', { token: admin, body: body(rows) });
    expect(applied.body).toMatchObject({ created: 1, rejected: 1, applied: true, rejections: [{ line: 3, column: 'E-mail', reason: '« achats@piles-du-nord.fr » figure déjà dans ce fichier, ligne 2' }] });
    const again = await t.call('POST', '/admin/clients/import', { token: admin, body: body(rows.slice(0, 1)) });
    expect(again.body).toMatchObject({ created: 0, skipped: 1, applied: false });
  });

  it('says every reason in French, naming the line and the column as the file names it (issue 20)', async () => {
    const rows = [
      { line: 2, cells: ['C00910', '', 'achats@piles-ouest.fr', '73282932000075'] },
      { line: 3, cells: ['C00911', 'Piles de l’Est', 'pas-un-courriel', ''] },
    ];
    const answer = await t.call('POST', '/admin/clients/import', { token: admin, body: { ...body(rows, false), header: ['Code client', 'Raison sociale', 'E-mail', 'SIRET', 'Remarque'] } });
    const report = answer.body as { rejections: { line: number; column: string; reason: string }[]; warnings: { reason: string }[] };
    expect(report.rejections).toContainEqual({ file: 'export-compta.csv', line: 2, column: 'SIRET', reason: 'SIRET « 73282932000075 » invalide : 14 chiffres avec leur clé de contrôle attendus' });
    expect(report.rejections.find((r) => r.line === 2 && r.column === 'Raison sociale')?.reason).toMatch(/^[A-ZÉ][a-zé]/);
    expect(report.rejections.find((r) => r.line === 3)?.column).toBe('E-mail');
    for (const rejection of report.rejections) expect(rejection.reason).not.toMatch(/\b(expected|invalid|required|already)\b/i);
    expect(report.warnings[0]?.reason).toContain('colonnes ignorées, qui ne sont pas des champs client : « Remarque »');
  });

  it('keeps English for `otech import clients`, whose reports are English', async () => {
    const rows = [{ line: 2, cells: ['C00920', 'Piles', 'a@b.fr', '73282932000075'] }];
    const answer = await t.call('POST', '/admin/clients/import', { token: admin, body: { ...body(rows, false), language: 'en' } });
    expect((answer.body as { rejections: { column: string; reason: string }[] }).rejections).toContainEqual(expect.objectContaining({ column: 'siret', reason: 'invalid SIRET "73282932000075": expected 14 digits with their check key' }));
  });
});
