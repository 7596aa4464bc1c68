import { preload } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { productPictures } from '@otech/domain';
import { Island } from '../../app/islands/Island.tsx';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import { referencementQuery } from '../referencement/index.ts';
import { useAddToCart } from '../cart/index.ts';
import { CatalogueAppContext } from './catalogueAppActions.ts';
import { CatalogueHead } from './CatalogueHead.tsx';
import CatalogueIsland from './CatalogueIsland.tsx';
import { brandsQuery, prefetchHdImages, productPageQuery, categoriesQuery } from './queries.ts';
import { readCatalogueQuery } from './catalogueQuery.ts';
import { useCatalogueData } from './useCatalogueListing.ts';

/**
 * The page of products the URL asks for with its HD images, the categories and the brands of the
 * filters: the island of a page drawn as islands gets them all from the server, and fetches nothing.
 */
export function loader(args: PageLoaderArgs) {
  const query = readCatalogueQuery(new URL(args.request.url).searchParams);
  return loadPageData(args, (queryClient) =>
    Promise.all([
      queryClient.fetchQuery(productPageQuery(query)).then(
        (page) => prefetchHdImages(queryClient, page.products.map((product) => product.reference)),
        // The page's error state shows it; the query keeps the failure.
        () => undefined,
      ),
      queryClient.prefetchQuery(categoriesQuery()),
      queryClient.prefetchQuery(brandsQuery()),
      query.category !== 'all' && queryClient.prefetchQuery(referencementQuery('rayon', query.category)),
    ]),
  );
}

/** /catalogue and /produits (spec 1 §2): the query lives in the URL, so a search can be shared. */
export function Component() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const query = readCatalogueQuery(params);
  const { retry, ...data } = useCatalogueData(query);
  const { addToCart, addingProductId } = useAddToCart();
  // The first card's picture is the page's largest paint: asked for here, React puts it in the page's
  // head, as it does for a picture marked so, but not for one the island's own root draws.
  const leading = data.results.status === 'ready' ? data.results.data.products[0] : undefined;
  const leadingPicture = leading && productPictures(leading)[0];
  if (leadingPicture) preload(leadingPicture.src, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <CatalogueHead category={query.category} params={params} />
      <CatalogueAppContext value={{ addToCart, addingProductId, retry }}>
        <Island name="catalogue/CatalogueIsland" component={CatalogueIsland} props={{ path: pathname, search: params.toString(), ...data }} />
      </CatalogueAppContext>
    </>
  );
}
