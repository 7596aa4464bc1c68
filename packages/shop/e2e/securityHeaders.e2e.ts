import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openShop, policyViolations } from './browser.ts';

let browser: Browser;
let page: Page;
let url: (path: string) => string;
let violations: string[];

beforeAll(async () => {
  ({ browser, page, url } = await openShop());
  violations = policyViolations(page);
});
afterAll(async () => browser.close());

describe("the shop's pages under their Content-Security-Policy", () => {
  it('are served nosniff with the policy, and the catalogue, a product and the sign-in page work without a violation', async () => {
    const response = await page.goto(url('/'));
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(url('/catalogue'));
    await page.getByRole('link', { name: /Pile|Batterie|Chargeur/ }).first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(url('/login'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(violations).toEqual([]);
  });
});
