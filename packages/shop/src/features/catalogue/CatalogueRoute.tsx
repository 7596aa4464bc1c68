import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { CataloguePage } from '@otech/ui';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import { referencementQuery } from '../referencement/index.ts';
import { CatalogueHead } from './CatalogueHead.tsx';
import { useAddToCart } from '../cart/index.ts';
import { productHref } from '../product/index.ts';
import { brandsQuery, productPageQuery, rayonsQuery } from './queries.ts';
import { useCategories } from './useCategories.ts';
import { useProductPage } from './useProductPage.ts';
import { changeFilters, readCatalogueQuery, writeCatalogueQuery, type CatalogueLocation } from './catalogueQuery.ts';

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
  const { results, retry } = useProductPage(query);
  const categories = useCategories();
  const brands = useQuery(brandsQuery());
  const { addToCart, addingProductId } = useAddToCart();

  function go(next: CatalogueLocation) {
    setParams(writeCatalogueQuery(next));
    // Spec 1 §4: a new filter or page starts at the top of the list.
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <CatalogueHead category={query.category} params={params} />
      <CataloguePage
        filters={query}
        page={query.page}
        results={results}
        onRetry={retry}
        categories={categories}
        brands={brands.data?.brands ?? []}
        onFiltersChange={(change) => go(changeFilters(query, change))}
        onPageChange={(page) => go({ ...query, page })}
        productHref={productHref}
        onAddToCart={addToCart}
        addingProductId={addingProductId}
      />
    </>
  );
}
