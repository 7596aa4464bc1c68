import { afterEach, describe, expect, it } from 'vitest';
import { openShop, url, waitForHydration } from './browser.ts';

const page = await openShop();

const scripts = /\/assets\/[^/]+\.js$/;
let releaseScripts: () => void = () => undefined;

/**
 * Opens a server-drawn page as a slow phone gets it: its HTML is on screen, its scripts have not
 * come yet. `scriptsArrive` lets them through.
 */
async function openBeforeScripts(path: string): Promise<void> {
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url(path), { waitUntil: 'commit' });
  await page.locator('#root form, #root select').first().waitFor();
}

async function scriptsArrive(): Promise<void> {
  releaseScripts();
  await waitForHydration(page);
}

afterEach(async () => {
  releaseScripts();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Leaving the field checks it: it would be marked missing had the form lost what was typed. */
async function expectKeptFirstName(): Promise<void> {
  const firstName = page.getByRole('textbox', { name: 'Prénom' });
  // React owns the field once its default is the typed text (the replay's re-render).
  await expect.poll(() => firstName.evaluate((input: HTMLInputElement) => input.defaultValue)).toBe('Paul');
  await firstName.focus();
  await page.keyboard.press('Tab');
  await page.waitForTimeout(200);
  expect(await firstName.getAttribute('aria-invalid')).toBeNull();
  expect(await firstName.inputValue()).toBe('Paul');
}

describe('what is typed before the scripts arrive is kept (issue #10)', () => {
  it('signs in with the pseudo and password typed before hydration', async () => {
    await openBeforeScripts('/login');
    await page.getByRole('textbox', { name: 'Email ou pseudo' }).fill('JEAND');
    await page.getByLabel(/^Mot de passe/).first().fill('Batterie2025!');
    await scriptsArrive();
    // The button is enabled only once the form's state holds both fields.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/client-dashboard$/);
  });

  it('keeps a first name typed on the registration form', async () => {
    await openBeforeScripts('/register');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
    await scriptsArrive();
    await expectKeptFirstName();
  });

  it('keeps a first name typed and a box ticked on the contact form', async () => {
    await openBeforeScripts('/contact');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
    await page.getByText("J'accepte que mes données soient utilisées pour traiter ma demande").click();
    await scriptsArrive();
    // The box drawn ticked is the one React knows ticked (its look follows the state, not the DOM).
    const consent = page.locator('label', { hasText: "J'accepte que mes données soient utilisées" });
    await expect.poll(() => consent.getAttribute('data-selected')).toBe('true');
    await expectKeptFirstName();
  });

  it("applies a catalogue category chosen before hydration", async () => {
    await openBeforeScripts('/catalogue');
    const category = page.getByLabel('Catégorie');
    const chosen = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption({ index: 1 });
    await scriptsArrive();
    await page.waitForURL((address) => address.searchParams.get('category') === chosen);
  });
});
