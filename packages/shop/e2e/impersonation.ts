import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The bar an impersonating staff member sees over the client's pages. */
export const impersonationBar = (page: Page): Locator => page.getByRole('region', { name: 'Session administrateur' });

/**
 * From the admin dashboard, signs in as the client: its card found by the dashboard's client search
 * (the only one), « Accéder au compte », then the customer's dashboard under the impersonation bar.
 * The customer's `/dashboard`, not `/admin/dashboard`, which ends the same way: a journey that waited
 * for that pattern went on while the account was still opening (CI: the catalogue then drawn signed in as nobody).
 */
export async function signInAsClient(page: Page, client: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(client);
  const card = page.getByRole('article').filter({ hasText: client });
  await card.waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  await card.getByRole('button', { name: /Accéder au compte/ }).click();
  await page.waitForURL((address) => address.pathname === '/dashboard');
  const bar = impersonationBar(page);
  await bar.getByText(/^Connexion en tant que /).waitFor();
  return bar;
}

/** « Retour Admin » on the impersonation bar: back on the admin dashboard. */
export async function returnToAdmin(page: Page): Promise<void> {
  await impersonationBar(page).getByRole('button', { name: 'Retour Admin' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}
