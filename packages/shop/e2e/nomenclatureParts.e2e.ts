import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();
const dialog = page.getByRole('dialog', { name: 'Nouvelle nomenclature' });
const line = (n: number) => dialog.getByRole('group', { name: `Composant ${n}` });
// Prices are written with a narrow or plain no-break space before the euro sign.
const euros = (amount: string) => `${amount}\\s€`;

// Issue 27: the catalogue price of a part was unknown until the bill was saved, and a refusal stayed on a field once corrected.
describe('staff cost a pack in « Nomenclatures » before saving it (issue 27)', () => {
  it('opens « Nomenclatures » from the administration', async () => {
    await page.goto(url('/admin/login'));
    await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await page.locator('input[type=password]').fill('OtechAdmin2025!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('button', { name: /Compte administrateur/ }).click();
    await page.getByRole('menuitem', { name: 'Nomenclatures' }).click();
    await page.waitForURL(/\/admin\/nomenclatures$/);
    await page.getByRole('button', { name: 'Nouvelle nomenclature' }).click();
    await dialog.waitFor();
  });

  it("shows a catalogue part's name and price on its line, and the cost rolled up with it, before the bill is saved", async () => {
    await dialog.getByRole('textbox', { name: 'Référence du pack' }).fill('CA00001');
    await dialog.getByRole('textbox', { name: 'Désignation du pack' }).fill('Pack prix des pièces');
    // CA00002 is in the seed's catalogue at 51,02 € HT, and no other journey changes it.
    await line(1).getByRole('textbox', { name: 'Référence' }).fill('CA00002');
    await line(1).getByRole('textbox', { name: 'Quantité' }).fill('2');
    await line(1).getByText(new RegExp(`^Prix catalogue : ${euros('51,02')} HT · Batterie camescope compatible JVC BN-VG138`)).waitFor();
    await dialog.getByRole('status').getByText(new RegExp(`^Coût de revient estimé : ${euros('102,04')}$`)).waitFor();
    // Nothing was saved: the bill is not in the list behind the dialog.
    expect(await page.getByRole('row', { name: /Pack prix des pièces/ }).count()).toBe(0);
  });

  it('shows each refusal beside its field until that field is corrected, then saves the bill at the cost shown', async () => {
    await dialog.getByRole('button', { name: 'Ajouter un composant' }).click();
    await line(2).getByRole('textbox', { name: 'Référence' }).fill('E2E-CIRCUIT');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Only the server knows that CA00001 has a bill and that E2E-CIRCUIT is no catalogue part.
    const packTaken = dialog.getByText('Ce pack a déjà une nomenclature');
    const noName = line(2).getByText('Désignation requise pour une pièce hors catalogue');
    const noPrice = line(2).getByText('Prix unitaire requis pour une pièce hors catalogue');
    await Promise.all([packTaken.waitFor(), noName.waitFor(), noPrice.waitFor()]);

    await dialog.getByRole('textbox', { name: 'Référence du pack' }).fill('E2E-PACK-PRIX');
    await expect.poll(() => packTaken.count()).toBe(0);
    await line(2).getByRole('textbox', { name: 'Désignation (pièce hors catalogue)' }).fill('Circuit de protection');
    await expect.poll(() => noName.count()).toBe(0);
    // The price's refusal stays until the price itself is given.
    expect(await noPrice.count()).toBe(1);
    await line(2).getByRole('textbox', { name: 'Prix unitaire HT (hors catalogue)' }).fill('1,85');
    await expect.poll(() => noPrice.count()).toBe(0);
    await dialog.getByRole('status').getByText(new RegExp(`^Coût de revient estimé : ${euros('103,89')}$`)).waitFor();

    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Nomenclature enregistrée').waitFor();
    const row = page.getByRole('row', { name: /Pack prix des pièces/ });
    await row.getByText(new RegExp(euros('103,89'))).first().waitFor();
    await row.getByRole('button', { name: 'Supprimer Pack prix des pièces' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer la nomenclature' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Pack prix des pièces/ }).count()).toBe(0);
  });
});
