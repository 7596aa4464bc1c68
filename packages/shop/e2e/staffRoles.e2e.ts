import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_LOGIN_SNACKBARS } from '@otech/domain';
import { shopWithMail } from './shopWithMail.ts';
import { launchBrowser, screenshots, shopContext, waitForHydration } from './browser.ts';
import { returnToAdmin, signInAsClient } from './impersonation.ts';

/*
 * Issue 23's roles walked in Chromium with the seed's four staff accounts (data/demo-accounts.json),
 * on a shop of its own (they change orders, invoices and the team): each sees its menu and not the
 * others', makes one change its role allows and is refused a page it does not (SHOTS=dir keeps what each saw); then the journal and
 * the records' histories name each change's author and role, and a change made by the
 * Administrateur signed in as a client names both.
 */

const { shop } = await shopWithMail('roles');
const browser = await launchBrowser();

/** A pending order of the seed (Louis Mercier's): Commercial confirms it, Logistique ships it. */
const ORDER = 'CMD-2026-00026';
/** An overdue seed invoice with nothing paid yet: Comptabilité records its payment. */
const INVOICE = 'FA-2026-00036';
const CLIENT = 'Lefèvre Sécurité';

const STAFF = {
  administrateur: { username: 'admin', password: 'OtechAdmin2025!', name: 'Administrateur OTECH', label: 'Administrateur', landing: '/admin/dashboard' },
  commercial: { username: 'commercial', password: 'OtechCommercial2025!', name: 'Marie Leroy', label: 'Commercial', landing: '/admin/dashboard' },
  comptabilite: { username: 'comptabilite', password: 'OtechCompta2025!', name: 'Paul Martin', label: 'Comptabilité', landing: '/admin/dashboard' },
  logistique: { username: 'logistique', password: 'OtechLogistique2025!', name: 'Lucie Bernard', label: 'Logistique', landing: '/admin/catalogue' },
} as const;
interface Member {
  username: string;
  password: string;
  name: string;
  label: string;
  landing: string;
}

/** The account menu of each role, as it reads once open. */
const MENUS = {
  commercial: ['Factures', 'Clients', 'Tarifs', 'Ouvertures de compte', 'Livraisons', 'Commandes', 'Devis', 'Messages', 'Mon mot de passe', 'Déconnexion'],
  logistique: ['Catalogue', 'Clients', 'Livraisons', 'Commandes', 'Mon mot de passe', 'Déconnexion'],
};

async function signIn(member: Member): Promise<Page> {
  const page = await (await shopContext(browser)).newPage();
  await page.goto(`${shop.url}/admin/login`);
  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(member.username);
  await page.locator('input[type=password]').fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((address) => address.pathname === member.landing);
  return page;
}

/** The account menu's entries, read once it is open, then closed again. */
async function menuOf(page: Page, member: Member): Promise<string[]> {
  await page.getByRole('button', { name: `Compte administrateur ${member.name}` }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Déconnexion' }).waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

/** A page the role may not open, typed in the address bar: the refusal names the role, the menu stays. */
async function expectRefused(page: Page, member: Member, path: string) {
  await page.goto(`${shop.url}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Page réservée' }).waitFor();
  await expect(page.getByRole('alert').filter({ hasText: 'ne permet pas' }).textContent()).resolves.toBe(`Votre rôle (${member.label}) ne permet pas d'ouvrir cette page.`);
  await page.getByRole('button', { name: `Compte administrateur ${member.name}` }).waitFor();
}

async function openOrder(page: Page) {
  await page.goto(`${shop.url}/admin/orders?search=${ORDER}`);
  await page.getByRole('link', { name: `Voir la commande ${ORDER}` }).click();
  await page.getByRole('heading', { level: 1, name: `Commande ${ORDER}` }).waitFor();
  await page.getByRole('list', { name: 'Historique' }).or(page.getByText('Aucune modification enregistrée')).first().waitFor();
}

const history = (page: Page) => page.getByRole('list', { name: 'Historique' });
const SALES_INBOX = 'Boîte de réception commerciale';

describe('each staff role sees its menus, makes its changes and is refused the rest (issue 23)', () => {
  it('Commercial: its menu, an order confirmed (seen in its history), the journal refused', async () => {
    const member = STAFF.commercial;
    const page = await signIn(member);
    expect(await menuOf(page, member)).toEqual(MENUS.commercial);
    await page.getByRole('navigation', { name: SALES_INBOX }).waitFor();
    await openOrder(page);
    await page.getByRole('button', { name: /Statut de la commande/ }).click();
    await page.getByRole('option', { name: 'Confirmée', exact: true }).click();
    await page.getByRole('form', { name: 'Modifier les statuts' }).getByRole('button', { name: 'Enregistrer' }).click();
    await history(page).getByText(`${member.name} (${member.label}) : statut En attente → Confirmée`, { exact: false }).waitFor();
    // Invoices are read, not written: no payment, credit note nor export is offered.
    await page.goto(`${shop.url}/admin/factures`);
    await page.getByRole('button', { name: `PDF de la facture ${INVOICE}` }).or(page.getByRole('button', { name: /^PDF de la facture/ })).first().waitFor();
    expect(await page.getByRole('button', { name: /paiement sur la facture|Émettre un avoir|Exporter/ }).count()).toBe(0);
    await expectRefused(page, member, '/admin/journal');
    await screenshots(page, 'roles-commercial-refused');
  });

  it('Logistique: its menu without the sales inbox, a parcel shipped (seen in the history), the invoices refused', async () => {
    const member = STAFF.logistique;
    const page = await signIn(member);
    expect(await menuOf(page, member)).toEqual(MENUS.logistique);
    expect(await page.getByRole('navigation', { name: SALES_INBOX }).count()).toBe(0);
    await openOrder(page);
    // It ships, but changes no status: the statuses' form is not there.
    expect(await page.getByRole('form', { name: 'Modifier les statuts' }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Expédier un colis' });
    await form.getByRole('textbox', { name: /Transporteur/ }).fill('Colissimo');
    await form.getByRole('textbox', { name: /Numéro de suivi/ }).fill('6A00000000077');
    await form.getByRole('button', { name: 'Expédier le colis' }).click();
    await history(page).getByText(new RegExp(`${member.name} \\(${member.label}\\) : expédition BL-`)).waitFor({ timeout: 30_000 });
    await screenshots(page, 'roles-logistique-order');
    await expectRefused(page, member, '/admin/factures');
  });

  it('Comptabilité: its menu, a payment recorded, the price lists refused', async () => {
    const member = STAFF.comptabilite;
    const page = await signIn(member);
    expect(await menuOf(page, member)).toEqual(['Factures', 'Relances', 'Clients', 'Commandes', 'Mon mot de passe', 'Déconnexion']);
    expect(await page.getByRole('navigation', { name: SALES_INBOX }).count()).toBe(0);
    // The dashboard's client module: no « Accéder au compte » for a role that may not sign in as a client.
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: /Accéder au compte/ }).count()).toBe(0);
    await page.goto(`${shop.url}/admin/factures`);
    await page.getByRole('searchbox', { name: 'Numéro ou client' }).fill(INVOICE);
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=/);
    await page.getByRole('button', { name: `Enregistrer un paiement sur la facture ${INVOICE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Enregistrer un paiement : ${INVOICE}` });
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('row', { name: new RegExp(INVOICE) }).textContent()).toMatch(/Payée/);
    await expectRefused(page, member, '/admin/tarifs');
  });

  it('Administrateur: every page, a member added, refused deactivating the last administrator; the journal names all four', async () => {
    const member = STAFF.administrateur;
    const page = await signIn(member);
    const menu = await menuOf(page, member);
    expect(menu).toEqual(expect.arrayContaining(['Catalogue', 'Équipe', 'Journal', 'Courriels envoyés']));
    expect(menu).toHaveLength(17);
    await page.goto(`${shop.url}/admin/equipe`);
    const add = page.getByRole('form', { name: 'Ajouter un membre' });
    await add.getByRole('textbox', { name: /^Nom/ }).fill('Julie Petit');
    await add.getByRole('textbox', { name: /^E-mail/ }).fill('julie.petit@otech.fr');
    await add.getByRole('button', { name: /Rôle/ }).click();
    await page.getByRole('listbox', { name: 'Rôle' }).getByRole('option', { name: 'Logistique' }).click();
    await add.locator('input[type=password]').fill('JuliePetit2026!');
    await add.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByRole('row', { name: /Julie Petit/ }).waitFor();
    // The last active Administrateur cannot be deactivated: the API's refusal is said.
    await page.getByRole('button', { name: `Désactiver ${member.name}` }).click();
    await page.getByRole('alertdialog', { name: 'Désactiver le membre' }).getByRole('button', { name: 'Désactiver' }).click();
    await page.getByText('Il doit rester au moins un administrateur actif').waitFor();
    expect(await page.getByRole('row', { name: new RegExp(member.name) }).textContent()).toMatch(/Actif/);

    await page.goto(`${shop.url}/admin/journal`);
    const rows = page.getByRole('row');
    for (const [who, what] of [
      [STAFF.commercial, /Commande/],
      [STAFF.logistique, /expédition BL-/],
      [STAFF.comptabilite, /Paiement/],
      [STAFF.administrateur, /Équipe/],
    ] as const) {
      await rows.filter({ hasText: `${who.name} (${who.label})` }).filter({ hasText: what }).first().waitFor();
    }
    // Each change in French words, never a stored record's data (a parcel, the payments).
    expect(await page.getByRole('table').first().textContent()).not.toMatch(/[{[]"/);
    await screenshots(page, 'roles-journal');
  });

  it('a member re-roled while signed in has the new role’s menu and pages from the next page they open (issue 23)', async () => {
    // The member the Administrateur added above, as Logistique.
    const julie: Member = { username: 'julie.petit@otech.fr', password: 'JuliePetit2026!', name: 'Julie Petit', label: 'Logistique', landing: '/admin/catalogue' };
    const page = await signIn(julie);
    expect(await menuOf(page, julie)).toEqual(MENUS.logistique);
    const admin = await signIn(STAFF.administrateur);
    await admin.goto(`${shop.url}/admin/equipe`);
    await admin.getByRole('combobox', { name: 'Rôle de Julie Petit' }).selectOption({ label: 'Commercial' });
    await admin.getByRole('region', { name: 'Notifications' }).getByText("Membre de l'équipe modifié").waitFor();
    // The next page, opened from the menu she still has: its menu and the sales inbox are Commercial's.
    await page.getByRole('button', { name: 'Compte administrateur Julie Petit' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Commandes' }).click();
    await page.waitForURL((address) => address.pathname === '/admin/orders');
    await expect.poll(() => menuOf(page, julie), { timeout: 30_000 }).toEqual(MENUS.commercial);
    await page.getByRole('navigation', { name: SALES_INBOX }).waitFor();
    await page.goto(`${shop.url}/admin/devis`);
    await page.getByRole('heading', { level: 1, name: 'Demandes de devis' }).waitFor();
    // Two sessions no longer polling the shop for the rest of the file.
    await admin.context().close();
    await page.context().close();
  });

  it('a member deactivated while signed in is sent to the sign-in page when his window comes back to the front, told why (issue 27)', async () => {
    const hugo: Member = { username: 'hugo.morel@otech.fr', password: 'HugoMorel2026!', name: 'Hugo Morel', label: 'Logistique', landing: '/admin/catalogue' };
    /** The API as the Administrateur calls it: this test's own member, added then deactivated. */
    const api = async (route: string, method: 'POST' | 'PATCH', body: unknown, token?: string) => {
      const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const response = await fetch(`${shop.url}/api${route}`, { method, headers, body: JSON.stringify(body) });
      expect(response.ok, `${method} ${route}`).toBe(true);
      return (await response.json()) as { token: string; id: string };
    };
    const { token } = await api('/admin/login', 'POST', { username: STAFF.administrateur.username, password: STAFF.administrateur.password });
    const { id } = await api('/admin/staff', 'POST', { name: hugo.name, email: hugo.username, role: 'logistique', password: hugo.password }, token);
    const page = await signIn(hugo);
    await api(`/admin/staff/${id}`, 'PATCH', { active: false }, token);
    // His window comes back to the front (the browser's visibilitychange, which the administration listens to):
    // /admin/me is asked again, the API refuses his session (401) and he lands on the sign-in page, told why.
    // Nothing is clicked on the page he is leaving: the redirect may come at any moment after the trigger.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.waitForURL((address) => address.pathname === '/admin/login', { timeout: 60_000 });
    await page.getByRole('region', { name: 'Notifications' }).getByText(ADMIN_LOGIN_SNACKBARS.sessionEnded.message).waitFor();
    // The stored session is gone (jotai writes null), so a reload does not bring him back in.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('otech-admin-session') ?? 'null') as unknown)).toBeNull();
    await page.context().close();
  }, 120_000);

  it('the Administrateur signed in as a client adds to the cart: the journal and the client history name both', async () => {
    const page = await signIn(STAFF.administrateur);
    await signInAsClient(page, CLIENT);
    await page.goto(`${shop.url}/product/VP00002`);
    await waitForHydration(page);
    await page.getByRole('form', { name: 'Quantité et commande' }).getByRole('button', { name: 'Ajouter au panier' }).click();
    // The add's own answer, not the cart's badge (which any earlier article fills): then it is stored, and journalled.
    await page.getByRole('region', { name: 'Notifications' }).getByText(/ajouté au panier/).waitFor();
    await returnToAdmin(page);

    const acting = new RegExp(`${STAFF.administrateur.name} \\(Administrateur\\)\\s*pour ${CLIENT}`);
    await page.goto(`${shop.url}/admin/journal`);
    await page.getByRole('row').filter({ hasText: acting }).filter({ hasText: 'article ajouté au panier' }).first().waitFor();
    await page.goto(`${shop.url}/admin/clients?search=${encodeURIComponent(CLIENT)}`);
    await page.getByRole('link', { name: `Commandes et factures de ${CLIENT}` }).click();
    await history(page).getByText(/article ajouté au panier/).waitFor();
    expect(await history(page).getByRole('listitem').filter({ hasText: 'article ajouté au panier' }).first().textContent()).toMatch(new RegExp(`${STAFF.administrateur.name} \\(Administrateur\\) pour ${CLIENT}`));
    await screenshots(page, 'roles-impersonated-history');
  });
});
