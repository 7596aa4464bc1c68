import { describe, expect, it } from 'vitest';
import { jsonLdText, productStructuredData } from './productStructuredData.ts';

const product = {
  name: 'Pile LR6',
  reference: 'VP-AA-001',
  ean: '3045386365403',
  brand: 'Varta',
  description: 'Alcaline',
  price: 1.5,
  inStock: true,
  stock: 40,
};
const url = 'https://shop.example/product/1';

describe('Product structured data (issue #10)', () => {
  it('names the product, its sku, gtin13, brand and an EUR offer excl. VAT in stock', () => {
    expect(productStructuredData(product, url, ['https://shop.example/api/images/VP-AA-001/av.jpg'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pile LR6',
      sku: 'VP-AA-001',
      gtin13: '3045386365403',
      brand: { '@type': 'Brand', name: 'Varta' },
      description: 'Alcaline',
      image: ['https://shop.example/api/images/VP-AA-001/av.jpg'],
      offers: {
        '@type': 'Offer',
        url,
        price: '1.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '1.50', priceCurrency: 'EUR', valueAddedTaxIncluded: false },
      },
    });
  });

  it('says out of stock, gives an 8-digit EAN as gtin8 and leaves out what the product lacks', () => {
    const data = productStructuredData({ ...product, ean: '96385074', brand: undefined, description: undefined, stock: 0 }, url, []);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.gtin8).toBe('96385074');
    expect(data).not.toHaveProperty('gtin13');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('image');
  });

  it('cannot close its script element early', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
