import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

/** The address of a shop path: the global setup serves the built shop on a free port. */
export const url = (path: string) => `${inject('shopUrl')}${path}`;

export interface ShopOptions {
  /** The cookie journey starts without: the others start as a returning visitor who already chose. */
  consentGiven?: boolean;
  viewport?: ViewportSize;
  deviceScaleFactor?: number;
}

/**
 * Debian's Chromium, headless, for the journey file that opens it, and closed after its last journey.
 * Called at the top of the file (`await`): the e2e project runs one file at a time, each on its own,
 * so the browser lives exactly as long as the file's journeys.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  afterAll(() => browser.close());
  return browser;
}

/**
 * A fresh context (empty storage) in French, consent to cookies already given unless told otherwise,
 * so that the banner does not cover the buttons a journey presses.
 */
export async function shopContext(
  browser: Browser,
  { consentGiven = true, viewport = { width: 1280, height: 900 }, deviceScaleFactor = 1 }: ShopOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport, deviceScaleFactor });
  if (consentGiven) {
    await context.addInitScript(() => {
      if (localStorage.getItem('otech-cookie-consent') !== null) return;
      localStorage.setItem('otech-cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }));
      localStorage.setItem('otech-cookie-consent-date', JSON.stringify(new Date().toISOString()));
    });
  }
  return context;
}

/** The page a journey file walks the shop in: its own browser and fresh context (see above). */
export async function openShop(options: ShopOptions = {}): Promise<Page> {
  return (await shopContext(await launchBrowser(), options)).newPage();
}

/**
 * Where a reviewer finds what a journey's page looked like (SHOTS=dir): the whole page at a desk's
 * width and a phone's, back at the desk's after. Nothing is written without SHOTS.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const shots = process.env['SHOTS'];
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 480, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-480.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Content-Security-Policy refusals the page reports on its console, as they come. */
export function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Waits until React listens to a server-drawn page (hydrateRoot has run): its scripts start only once
 * it is painted, and a link followed before that is an ordinary page load, not the shop's navigation.
 * A page drawn as islands is React's once each of its islands is a root (app/islands/startIslands.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    const roots = islands.length > 0 ? islands : [document.getElementById('root')];
    return roots.every((root) => root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
  });
}

/** A page of a fresh context signed in as this customer through the login form, left on the page the form leads to. */
export async function signedInPage(browser: Browser, identifier: string, password: string): Promise<Page> {
  const page = await (await shopContext(browser)).newPage();
  await page.goto(url('/login'));
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email ou pseudo' }).fill(identifier);
  await page.getByLabel(/^Mot de passe/).first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((address) => address.pathname !== '/login');
  return page;
}
