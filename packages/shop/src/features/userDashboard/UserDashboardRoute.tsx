import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { CART_CATALOGUE_DEFAULT_PAGE_SIZE, nameWithCompany, userDashboardCategoryFilter } from '@otech/domain';
import { UserDashboardPage } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { useOnline } from '../../app/useOnline.ts';
import { useSession } from '../auth/index.ts';
import { useAddToCart, useCart } from '../cart/index.ts';
import { CartPanel, useRecentlyAdded } from '../cartCatalogue/index.ts';
import { changeFilters, readCatalogueQuery, useCategories, useProductPage, writeCatalogueQuery, type CatalogueLocation } from '../catalogue/index.ts';
import { productHref } from '../product/index.ts';
import { useCustomerPrices } from '../pricing/index.ts';

/**
 * /user-dashboard (spec 2 §2.4): search (name, reference, EAN, model and description, spec 2 §5)
 * and category (one of the spec's five choices, on the shop's rayons) in the URL, the cards adding to the server cart with "Ajouté !" for 3 s, and the same
 * cart panel as the catalogue with cart.
 */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  const { signOut } = useSession();
  const [params, setParams] = useSearchParams();
  const query = { ...readCatalogueQuery(params), pageSize: CART_CATALOGUE_DEFAULT_PAGE_SIZE, searchDescription: true };
  // The URL holds spec 2 §2.4's choice (`?category=batteries`); the catalogue is asked for its rayons.
  const choice = userDashboardCategoryFilter(query.category) === undefined ? undefined : query.category;
  const { results, retry } = useProductPage({ ...query, category: userDashboardCategoryFilter(choice) ?? 'all' });
  const categories = useCategories();
  const [recentlyAddedIds, markAdded] = useRecentlyAdded();
  const { addToCart, addingProductId } = useAddToCart({ onAdded: (product) => markAdded(product.id) });
  const online = useOnline();
  const { cart } = useCart();
  const go = (next: CatalogueLocation) => setParams(writeCatalogueQuery(next));
  // Issue 21: the customer's own prices on the cards, as on /catalogue.
  const customerPrices = useCustomerPrices(results.status === 'ready' ? results.data.products.map((product) => product.id) : []);
  if (!user) return null;
  return (
    <UserDashboardPage
      welcomeName={nameWithCompany(user)}
      dashboardHref="/dashboard"
      // As the site header does: a full load of the home page, so nothing of the session stays.
      onLogout={() => void signOut().then(() => window.location.assign('/'))}
      search={query.search}
      onSearch={(search) => go(changeFilters(query, { search }))}
      category={choice}
      categories={categories}
      onCategoryChange={(category) => go(changeFilters(query, { category }))}
      results={results}
      onRetry={retry}
      page={query.page}
      pageSize={query.pageSize}
      onPageChange={(page) => go({ ...query, page })}
      productHref={productHref}
      onAddToCart={addToCart}
      addingProductId={addingProductId}
      recentlyAddedIds={recentlyAddedIds}
      cart={<CartPanel isOnline={online} minusStopsAtOne />}
      cartCount={cart?.totalItems ?? 0}
      customerPrices={customerPrices?.prices}
    />
  );
}
