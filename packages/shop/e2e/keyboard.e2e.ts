import { describe, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openShop, url } from './browser.ts';

const page = await openShop();

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

describe('the shop by keyboard alone (issue #4)', () => {
  it('searches the catalogue and opens a product without a mouse', async () => {
    await page.goto(url('/catalogue'));
    const search = page.getByRole('searchbox');
    await tabTo(search);
    await page.keyboard.type('lithium');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=lithium/);
    const firstProduct = page.getByRole('article').first().getByRole('link').first();
    await firstProduct.waitFor();
    await tabTo(firstProduct, 120);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
  });

  it('signs in from the login form without a mouse', async () => {
    await page.goto(url('/login'));
    await tabTo(page.getByLabel('Email ou pseudo'));
    await page.keyboard.type('JEAND');
    await tabTo(page.locator('input[type="password"]'));
    await page.keyboard.type('Batterie2025!');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/client-dashboard$/);
  });
});
