import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

export interface ShopSession {
  browser: Browser;
  page: Page;
  url: (path: string) => string;
}

/**
 * Debian's Chromium, headless, one fresh context (empty storage) per journey. Journeys other than
 * the cookie one start with consent already given, as a returning visitor would, so that the banner
 * does not cover the buttons they press.
 */
export async function openShop({ consentGiven = true } = {}): Promise<ShopSession> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  if (consentGiven) {
    await context.addInitScript(() => {
      if (localStorage.getItem('otech-cookie-consent') !== null) return;
      localStorage.setItem('otech-cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }));
      localStorage.setItem('otech-cookie-consent-date', JSON.stringify(new Date().toISOString()));
    });
  }
  const page = await context.newPage();
  const base = inject('shopUrl');
  return { browser, page, url: (path) => `${base}${path}` };
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
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
