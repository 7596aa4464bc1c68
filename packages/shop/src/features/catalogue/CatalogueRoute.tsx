import { useLocation } from 'react-router-dom';
import { Island } from '../../app/islands/Island.tsx';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import { referencementQuery } from '../referencement/index.ts';
import { CatalogueHead } from './CatalogueHead.tsx';
import CatalogueIsland from './CatalogueIsland.tsx';
import { brandsQuery, productPageQuery, rayonsQuery } from './queries.ts';
import { readCatalogueQuery } from './catalogueQuery.ts';

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
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <>
      <CatalogueHead category={readCatalogueQuery(params).category} params={params} />
      <Island name="catalogue/CatalogueIsland" component={CatalogueIsland} props={{ path: pathname, search: params.toString() }} />
    </>
  );
}
