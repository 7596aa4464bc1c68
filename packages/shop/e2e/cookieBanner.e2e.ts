import { describe, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop({ consentGiven: false });

describe('cookie consent (spec 1 §4)', () => {
  it('shows the banner after load, hides it on Accepter, and keeps it hidden after a reload', async () => {
    await page.goto(url('/contact'));
    await page.getByText('Respect de votre vie privée').waitFor();
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page.getByText('Respect de votre vie privée').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Longer than the banner's 2 s delay: had consent been forgotten, it would be back by now.
    await page.waitForTimeout(2500);
    if (await page.getByText('Respect de votre vie privée').isVisible()) {
      throw new Error('the banner came back after a reload although consent was given');
    }
  });
});
