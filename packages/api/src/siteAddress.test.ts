import { describe, expect, it } from 'vitest';
import { configuredSiteOrigin, siteAddress } from './siteAddress.ts';

describe("the site's address comes from configuration (issue 27)", () => {
  it('is OTECH_SITE_URL as an origin', () => {
    expect(configuredSiteOrigin({ OTECH_SITE_URL: 'https://www.otech.example/' }, false)).toBe('https://www.otech.example');
    expect(configuredSiteOrigin({ OTECH_SITE_URL: 'http://shop.example:8080' }, true)).toBe('http://shop.example:8080');
  });

  it('is required outside the demo, and left to the address the shop starts on in the demo', () => {
    expect(() => configuredSiteOrigin({}, false)).toThrow(/OTECH_SITE_URL must be set when OTECH_DEMO=0/);
    expect(configuredSiteOrigin({}, true)).toBeUndefined();
  });

  it.each([
    ['www.otech.example', /absolute address/],
    ['ftp://otech.example', /http or https only/],
    ['https://otech.example/boutique', /origin alone/],
    ['https://otech.example/?x=1', /origin alone/],
    [`https://${'a'.repeat(200)}.example`, /at most 200 characters/],
  ])('refuses %s, saying why', (value, reason) => {
    expect(() => configuredSiteOrigin({ OTECH_SITE_URL: value }, true)).toThrow(reason);
  });

  it('keeps every path on the site, even one that reads as another host', () => {
    expect(siteAddress('https://www.otech.example', '//other.example/produit/X').host).toBe('www.otech.example');
    expect(siteAddress('https://www.otech.example', '//other.example/produit/X').pathname).toBe('//other.example/produit/X');
    expect(siteAddress('https://www.otech.example', '/produit/X?a=1').href).toBe('https://www.otech.example/produit/X?a=1');
  });
});
