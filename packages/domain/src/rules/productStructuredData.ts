import type { Product } from '../schemas/product.ts';
import { isInStock } from './stock.ts';

/** The schema.org `Product` of a product page (JSON-LD), as search engines read it for rich results. */
export interface ProductStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  gtin13?: string;
  gtin8?: string;
  brand?: { '@type': 'Brand'; name: string };
  description?: string;
  image?: string[];
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: 'EUR';
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
    priceSpecification: {
      '@type': 'UnitPriceSpecification';
      price: string;
      priceCurrency: 'EUR';
      valueAddedTaxIncluded: false;
    };
  };
}

/**
 * The product's structured data: its reference as sku, its EAN as gtin13 (or gtin8 for an 8-digit
 * one), and its price excl. VAT (the B2B price the shop shows), said so in the offer. `url` and
 * `images` are absolute.
 */
export function productStructuredData(
  product: Pick<Product, 'name' | 'reference' | 'ean' | 'brand' | 'description' | 'price' | 'inStock' | 'stock'>,
  url: string,
  images: readonly string[],
): ProductStructuredData {
  const price = product.price.toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.reference,
    ...(product.ean?.length === 13 ? { gtin13: product.ean } : {}),
    ...(product.ean?.length === 8 ? { gtin8: product.ean } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: [...images] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'EUR',
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', valueAddedTaxIncluded: false },
    },
  };
}

/**
 * The JSON-LD text to put in a `<script type="application/ld+json">`: `<` written `\u003c`, so a
 * product text holding `</script>` cannot end the element early.
 */
export const jsonLdText = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');
