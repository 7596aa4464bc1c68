import { describe, expect, it } from 'vitest';
import { openShop, policyViolations, url } from './browser.ts';

const page = await openShop();
const violations = policyViolations(page);

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
