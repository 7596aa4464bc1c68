import { describe, expect, it } from 'vitest';
import { readTab, tabNamed, writeTab, type TabsInUrl } from './tabInUrl.ts';

const dashboard: TabsInUrl<'apercu' | 'commandes' | 'factures'> = {
  tabs: ['apercu', 'commandes', 'factures'],
  aliases: { billing: 'factures' },
};
const params = (query: string) => new URLSearchParams(query);

describe('the open tab in the URL', () => {
  it('opens the tab the URL names', () => {
    expect(readTab(params('tab=commandes'), dashboard)).toBe('commandes');
  });

  it('opens the invoices tab for the checkout link ?tab=billing (spec 2 §2)', () => {
    expect(readTab(params('tab=billing'), dashboard)).toBe('factures');
  });

  it('opens the first tab at the bare address and for an unknown or empty tab', () => {
    expect(readTab(params(''), dashboard)).toBe('apercu');
    expect(readTab(params('tab=inconnu'), dashboard)).toBe('apercu');
    expect(readTab(params('tab='), dashboard)).toBe('apercu');
  });

  it('does not take an inherited object key for an alias', () => {
    expect(readTab(params('tab=toString'), dashboard)).toBe('apercu');
  });

  it('writes the chosen tab and keeps the other parameters', () => {
    expect(writeTab(params('page=2&tab=billing'), 'commandes', dashboard).toString()).toBe('page=2&tab=commandes');
  });

  it('writes no parameter for the first tab', () => {
    expect(writeTab(params('tab=factures'), 'apercu', dashboard).toString()).toBe('');
  });

  it('names a tab from what a tab list reports: an id, an alias, or the first tab', () => {
    expect(tabNamed('factures', dashboard)).toBe('factures');
    expect(tabNamed('billing', dashboard)).toBe('factures');
    expect(tabNamed('autre', dashboard)).toBe('apercu');
  });
});
