import { useAtomValue } from 'jotai';
import { jsonLdText, productStructuredData, type Product } from '@otech/domain';
import { siteOriginAtom } from '../../app/siteOrigin.ts';

/**
 * The product's schema.org data for search engines (issue #10), its URL the page's canonical
 * address. A JSON-LD script is data, never run, so the pages' `script-src 'self'` policy has
 * nothing to refuse in it.
 */
export function ProductStructuredData({ product, canonicalPath }: { product: Product; canonicalPath: string }) {
  const origin = useAtomValue(siteOriginAtom);
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const data = productStructuredData(product, `${origin}${canonicalPath}`, product.images.map(absolute));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
