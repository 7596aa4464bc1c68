import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();

/** How many times a text is on screen, snackbars included, once the page had time to show them. */
async function timesShown(text: string): Promise<number> {
  await page.waitForTimeout(600);
  return page.getByText(text, { exact: true }).count();
}

async function signIn(identifier: string, password: string) {
  await page.getByRole('textbox', { name: 'Email ou pseudo' }).fill(identifier);
  await page.getByLabel(/^Mot de passe/).first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('sign-in messages (issue #13)', () => {
  it('says a failed sign-in once, beside the form, not again in a snackbar', async () => {
    await page.goto(url('/login'));
    await signIn('nobody@example.fr', 'not-the-password');
    await page.getByText('Client introuvable').first().waitFor();
    expect(await timesShown('Client introuvable')).toBe(1);
  });

  it('takes the password-reset answer away when a sign-in is tried next', async () => {
    await page.goto(url('/login'));
    await page.getByRole('textbox', { name: 'Email ou pseudo' }).fill('JEAND');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByText('Email de réinitialisation envoyé !').waitFor();
    await signIn('JEAND', 'not-the-password');
    await page.getByText('Mot de passe incorrect').first().waitFor();
    expect(await timesShown('Email de réinitialisation envoyé !')).toBe(0);
  });

  it('ends a registration on the sign-in page, saying the account was created, its e-mail typed in', async () => {
    const email = `acheteur-${Date.now()}@atelier-martin.fr`;
    await page.goto(url('/register'));
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: 'Email professionnel' }).fill(email);
    await page.getByLabel(/^Mot de passe/).first().fill('MotDePasse2026!');
    await page.getByLabel(/^Confirmer le mot de passe/).first().fill('MotDePasse2026!');
    await page.getByRole('textbox', { name: "Nom de l'entreprise" }).fill('Atelier Martin');
    await page.getByRole('button', { name: /Secteur d'activité/ }).click();
    await page.getByRole('option', { name: 'Industriel' }).click();
    await page.getByRole('textbox', { name: 'Adresse' }).fill('3 rue des Forges');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('69007');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
    await page.getByText("J'accepte les conditions générales de vente").click();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(/\/login$/);
    // A new account waits for the administration's validation (docs/decisions/006-registration-awaits-validation.md).
    await page.getByText('Votre compte a été créé. Vous pourrez vous connecter dès sa validation par nos équipes.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email ou pseudo' }).inputValue()).toBe(email);
  });
});

describe('a sign-in made as the page loads (issue #10)', () => {
  it('stays signed in: the press waits for the form to listen, and the page then keeps the new session', async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    await page.goto(url('/panier'));
    await page.getByRole('heading', { name: 'Mon Panier' }).waitFor();
  });
});

describe('keyboard focus (issue #13, WCAG 2.4.3)', () => {
  it('stays in the page when the maintenance pop-up is closed', async () => {
    await page.goto(url('/'));
    const understood = page.getByRole('button', { name: "J'ai compris" });
    await understood.waitFor();
    await understood.press('Enter');
    await understood.waitFor({ state: 'detached' });
    // The page takes focus just after the dialog has gone (HomePage), not in the same task.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });

  it('stays on a quote request cancelled from the keyboard', async () => {
    const cancelButtons = page.getByRole('button', { name: /^Annuler Devis/ });
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    await page.goto(url('/client-dashboard?tab=devis'));
    await page.getByRole('button', { name: /^Télécharger Devis/ }).first().waitFor();
    const before = await cancelButtons.allTextContents();
    // A quote request of its own, so that the seed's stay as the other journeys find them.
    await page.goto(url('/catalogue?inStockOnly=true'));
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await page.getByText(/ajouté au panier/).waitFor();
    await page.goto(url('/panier'));
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(url('/client-dashboard?tab=devis'));
    await expect.poll(() => cancelButtons.count()).toBe(before.length + 1);
    const mine = (await cancelButtons.allTextContents()).find((name) => !before.includes(name)) ?? '';
    const cancel = page.getByRole('button', { name: mine, exact: true });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await cancel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(mine.replace(/^Annuler /, ''));
  });
});
