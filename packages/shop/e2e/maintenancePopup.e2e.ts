import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();

/** Where the keyboard is: in the open pop-up, on nothing (the browser's own controls), or in the page behind it. */
const focusPlace = () =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (focused?.closest('dialog[open]')) return 'dialog';
    return focused === null || focused === document.body ? 'browser' : 'page';
  });

// Issue 27: the pop-up is a native <dialog>; the keyboard must behave as with react-aria's before it.
describe('the maintenance pop-up, a native dialog (spec 1 §4, issue 27)', () => {
  it('opens modal with the keyboard inside it, keeps Tab there, and closes on Escape for the day', async () => {
    await page.goto(url('/'));
    const dialog = page.getByRole('dialog', { name: 'Site en maintenance' });
    await dialog.waitFor();
    expect(await focusPlace()).toBe('dialog');
    // Its two buttons and two links, the browser's own controls (a native modal lets the keyboard
    // reach them), then round again: never the page behind, which the dialog makes inert.
    const places: string[] = [];
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab');
      places.push(await focusPlace());
    }
    expect(places).not.toContain('page');
    expect(places.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500);
    expect(await dialog.count()).toBe(0);
  });
});
