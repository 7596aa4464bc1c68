import { CataloguePage } from '@otech/ui';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { useAddToCart } from '../cart/index.ts';
import { catalogueHref, readCatalogueQuery, type CatalogueLocation } from './catalogueQuery.ts';
import { useCatalogueListing } from './useCatalogueListing.ts';

/** The islands runtime loads the query client for it: the page, categories, brands and cart are queries. */
export const usesQueries = true;

export interface CatalogueIslandProps {
  /** The page the visitor is on, /catalogue or /produits: every move stays on it. */
  path: string;
  /** The address's query as written (`search=lr6&page=2`), which the list, filters and pages follow. */
  search: string;
}

/**
 * Everything a visitor does on /catalogue and /produits (spec 1 §2, §4): search, filters, sort, the
 * advanced search, pages and add-to-cart. A move is a new address (the query lives in the URL, so a
 * search can be shared): on a server-drawn page the next list is drawn by the server, in the app by its router.
 */
export default function CatalogueIsland({ path, search }: CatalogueIslandProps) {
  const navigate = useShopNavigate();
  const listing = useCatalogueListing(readCatalogueQuery(new URLSearchParams(search)), (next: CatalogueLocation) => {
    navigate(catalogueHref(path, next));
    // Spec 1 §4: a new filter or page starts at the top of the list.
    window.scrollTo({ top: 0 });
  });
  const { addToCart, addingProductId } = useAddToCart();
  return <CataloguePage {...listing} onAddToCart={addToCart} addingProductId={addingProductId} />;
}
