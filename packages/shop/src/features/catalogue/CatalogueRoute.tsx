import { useSearchParams } from 'react-router-dom';
import { CataloguePage } from '@otech/ui';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import { referencementQuery } from '../referencement/index.ts';
import { CatalogueHead } from './CatalogueHead.tsx';
import { useAddToCart } from '../cart/index.ts';
import { brandsQuery, productPageQuery, rayonsQuery } from './queries.ts';
import { useCatalogueListing } from './useCatalogueListing.ts';
import { readCatalogueQuery, writeCatalogueQuery, type CatalogueLocation } from './catalogueQuery.ts';

/** The page of products the URL asks for, the categories and the brands of the filters. */
export function loader(args: PageLoaderArgs) {
  const query = readCatalogueQuery(new URL(args.request.url).searchParams);
  return loadPageData(args, (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(productPageQuery(query)),
      queryClient.prefetchQuery(rayonsQuery()),
      queryClient.prefetchQuery(brandsQuery()),
      query.category !== 'all' && queryClient.prefetchQuery(referencementQuery('rayon', query.category)),
    ]),
  );
}

/** /catalogue and /produits (spec 1 §2): the query lives in the URL, so a search can be shared. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = readCatalogueQuery(params);
  const listing = useCatalogueListing(query, (next: CatalogueLocation) => {
    setParams(writeCatalogueQuery(next));
    // Spec 1 §4: a new filter or page starts at the top of the list.
    window.scrollTo({ top: 0 });
  });
  const { addToCart, addingProductId } = useAddToCart();

  return (
    <>
      <CatalogueHead category={query.category} params={params} />
      <CataloguePage {...listing} onAddToCart={addToCart} addingProductId={addingProductId} />
    </>
  );
}
