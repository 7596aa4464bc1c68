import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { productQuoteSubject } from '@otech/domain';
import { ContactPage } from '@otech/ui';
import { Island } from '../../app/islands/Island.tsx';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import { productQuery } from '../product/index.ts';
import ContactFormIsland from './ContactFormIsland.tsx';

const productIdOf = (search: URLSearchParams) => search.get('product');

/**
 * The product a visitor asks about, so that the server draws the form with its subject: typing can
 * start at once, and nothing typed is lost to a later redraw.
 */
export function loader(args: PageLoaderArgs) {
  const productId = productIdOf(new URL(args.request.url).searchParams);
  return loadPageData(args, (queryClient) => (productId === null ? Promise.resolve() : queryClient.prefetchQuery(productQuery(productId))));
}

/**
 * /contact, also /contact?product={id} (spec 1 §2). Coming from a product, the request starts as a
 * quote request whose subject names that product, which is what the visitor came to ask about.
 */
export function Component() {
  const [params] = useSearchParams();
  const productId = productIdOf(params);
  const product = useQuery({ ...productQuery(productId ?? ''), enabled: productId !== null });
  return (
    <ContactPage
      form={
        <Island
          // Drawn again once the product is known (a visit from another page), so its subject lands in a fresh form.
          key={product.data?.id ?? 'contact'}
          name="contact/ContactFormIsland"
          component={ContactFormIsland}
          props={{ quoteSubject: product.data ? productQuoteSubject(product.data) : null }}
        />
      }
    />
  );
}
