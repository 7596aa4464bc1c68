import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();
/** Where a reviewer finds what the list looked like (SHOTS=dir), at a desk's width and a phone's. */
const shots = process.env['SHOTS'];

describe('a staff list on the server (issues 23 and 27): /admin/clients', () => {
  it('signs in and opens the clients, the total in the heading', async () => {
    await page.goto(url('/admin/login'));
    await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await page.locator('input[type=password]').fill('OtechAdmin2025!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(url('/admin/clients'));
    await page.getByRole('heading', { name: /^\d[\d  ]* clients?$/ }).waitFor();
  });

  it('searches as typing stops, every word in any order, accents ignored', async () => {
    // No Enter, no button: the search runs once the typing stops.
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('securite lefevre');
    await page.waitForURL(/search=securite\+lefevre/);
    await page.getByRole('heading', { name: '1 client' }).waitFor();
    await page.getByRole('row', { name: /Lefèvre Sécurité/ }).waitFor();
  });

  it('sorts by a column on the server, the sort in the URL', async () => {
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((address) => !address.search.includes('search='));
    await page.getByRole('button', { name: /Créé le/ }).click();
    await page.waitForURL(/tri=-creation/);
    await expect.poll(() => page.getByRole('columnheader', { name: /Créé le/ }).getAttribute('aria-sort')).toBe('descending');
    if (shots) {
      await page.screenshot({ path: `${shots}/clients-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 480, height: 900 });
      await page.screenshot({ path: `${shots}/clients-480.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('answers a page past the end with the last page, and says so', async () => {
    await page.goto(url('/admin/clients?page=999'));
    await page.getByText(/^La page 999 n’existe pas : voici la dernière page \(\d+\)\.$/).waitFor();
  });

  it('exports the blocked clients as a CSV a spreadsheet reads', async () => {
    await page.goto(url('/admin/clients?compte=bloques'));
    await page.getByRole('heading', { name: /clients?$/ }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^clients_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile((await file.path())!), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]?.slice(0, 2)).toEqual(['N° client', 'Société']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[8]?.includes('Bloqué'))).toBe(true);
  });
});
