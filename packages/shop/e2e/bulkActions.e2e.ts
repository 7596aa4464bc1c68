import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shopWithMail } from './shopWithMail.ts';
import { launchBrowser, screenshots, shopContext } from './browser.ts';

/*
 * Issue 23's bulk actions walked in Chromium, on a shop of its own whose e-mails go to this test's
 * SMTP server: staff check orders and move them to another status, and check an overdue invoice and
 * send its next reminder, which the customer receives with the invoice.
 */

const { shop, inbox } = await shopWithMail('bulk');
const browser = await launchBrowser();

const JEAN = 'demo@otech-batteries.fr';
/** A seed invoice of Jean's, overdue since November 2026. */
const OVERDUE = 'FA-2026-00045';

async function staffPage(username: string, password: string): Promise<Page> {
  const page = await (await shopContext(browser)).newPage();
  await page.goto(`${shop.url}/admin/login`);
  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(username);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  return page;
}

const countIn = async (page: Page) => Number((await page.getByRole('heading', { name: /^\d[\d  ]* commandes?$/ }).textContent())?.replace(/\D/g, ''));

describe('bulk actions of the staff lists, on screen (issue 23)', () => {
  it('selects two pending orders and cancels both at once, each reported done, the list read again', async () => {
    const staff = await staffPage('admin', 'OtechAdmin2025!');
    await staff.goto(`${shop.url}/admin/orders?status=pending`);
    await staff.getByRole('heading', { name: /^\d[\d  ]* commandes?$/ }).waitFor();
    const before = await countIn(staff);
    const boxes = staff.getByRole('checkbox', { name: /^Sélectionner (?!toute)/ });
    const numbers = [(await boxes.nth(0).getAttribute('aria-label'))!.replace('Sélectionner ', ''), (await boxes.nth(1).getAttribute('aria-label'))!.replace('Sélectionner ', '')];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = staff.getByRole('region', { name: 'Actions sur la sélection' });
    await bar.getByText('2 sélectionnées').waitFor();
    await bar.getByRole('button', { name: 'Changer le statut' }).click();
    const dialog = staff.getByRole('alertdialog', { name: 'Changer le statut' });
    await dialog.getByRole('button', { name: /Nouveau statut/ }).click();
    await staff.getByRole('option', { name: 'Annulée' }).click();
    await dialog.getByText('Passer 2 commandes au statut « Annulée » ?').waitFor();
    await screenshots(staff, 'bulk-status-dialog');
    await dialog.getByRole('button', { name: 'Changer le statut' }).click();

    const result = staff.getByRole('region', { name: 'Résultat : Changer le statut : Annulée' });
    await result.getByRole('status').filter({ hasText: '2 faites, 0 refusée' }).waitFor();
    for (const number of numbers) await result.getByRole('listitem').filter({ hasText: number }).filter({ hasText: 'Passée à « Annulée »' }).waitFor();
    // The list is read again: both left the pending orders; nothing stays checked.
    await expect.poll(() => countIn(staff)).toBe(before - 2);
    await expect(staff.getByRole('region', { name: 'Actions sur la sélection' }).count()).resolves.toBe(0);
    await screenshots(staff, 'bulk-status-result');
    await staff.goto(`${shop.url}/admin/orders?status=cancelled`);
    for (const number of numbers) await staff.getByRole('row', { name: new RegExp(number) }).waitFor();
  });

  it('clears the checked orders when the list is sorted anew, so an action never hits rows no longer on screen', async () => {
    const staff = await staffPage('admin', 'OtechAdmin2025!');
    await staff.goto(`${shop.url}/admin/orders`);
    await staff.getByRole('checkbox', { name: /^Sélectionner (?!toute)/ }).first().check();
    const bar = staff.getByRole('region', { name: 'Actions sur la sélection' });
    await bar.getByText('1 sélectionnée').waitFor();
    await staff.getByRole('button', { name: 'Client' }).click();
    await staff.waitForURL(/tri=client/);
    await expect.poll(() => bar.count()).toBe(0);
  });

  it('sends the next reminder of a checked overdue invoice: reported sent, and the customer receives it with the invoice', async () => {
    const accountant = await staffPage('comptabilite', 'OtechCompta2025!');
    await accountant.goto(`${shop.url}/admin/factures?search=${OVERDUE}`);
    await accountant.getByRole('checkbox', { name: `Sélectionner ${OVERDUE}` }).check();
    await accountant.getByRole('region', { name: 'Actions sur la sélection' }).getByRole('button', { name: 'Envoyer la relance suivante' }).click();
    const dialog = accountant.getByRole('alertdialog', { name: 'Envoyer la relance suivante' });
    await dialog.getByText('Envoyer la relance suivante pour 1 facture ? Chaque client reçoit un e-mail.').waitFor();
    await dialog.getByRole('button', { name: 'Envoyer la relance suivante' }).click();

    const result = accountant.getByRole('region', { name: 'Résultat : Envoyer la relance suivante' });
    await result.getByRole('listitem').filter({ hasText: OVERDUE }).filter({ hasText: /^Fait.*envoyée$/ }).waitFor();
    await screenshots(accountant, 'bulk-reminder-result');
    await expect.poll(() => inbox.to(JEAN).filter((mail) => (mail.subject ?? '').includes(OVERDUE)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    const [mail] = inbox.to(JEAN).filter((received) => (received.subject ?? '').includes(OVERDUE));
    expect(mail?.attachments.map((file) => file.filename)).toContain(`facture_${OVERDUE}.pdf`);
    expect(mail?.attachments.every((file) => file.content.subarray(0, 5).toString() === '%PDF-')).toBe(true);
  });
});
