import { redirect, type RouteObject } from 'react-router-dom';
import { CART_SNACKBARS } from '@otech/domain';
import { Spinner } from '@otech/ui';
import { ShopFrame } from './frame/ShopFrame.tsx';
import { RequireCustomer } from './RequireCustomer.tsx';
import { RouteError } from './RouteError.tsx';
import { RouterLinks } from './RouterLinks.tsx';
import type { PageTitleHandle } from './pageTitle.ts';
import type { ServerRenderedHandle } from './serverRendered.ts';

/** Each page's `<title>` (WCAG 2.4.2), mostly its h1. */
const title = (text: string): PageTitleHandle => ({ title: text });

/** An old or alias address: answered with a redirect (a real 302 when the server renders it). */
const moved = (to: string) => () => redirect(to);

// The public pages the server renders. Globbed rather than imported one by one so that each keeps
// its file name, which the server looks up in the build manifest to link the page's own CSS and
// chunks into its HTML.
const publicPages = import.meta.glob<Pick<RouteObject, 'Component' | 'loader'>>('../features/{home,catalogue,product,contact,legal,auth}/*Route.tsx');

/** A server-rendered public page, lazily loaded from `features/<file>`. */
function publicPage(file: string, text: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = publicPages[`../features/${file}`];
  if (!load) throw new Error(`No public page features/${file}`);
  const handle: PageTitleHandle & ServerRenderedHandle = { title: text, module: `src/features/${file}` };
  return { lazy: load, handle };
}

// Spec 1 §2 route table, with spec 2 §2.1 and spec 3 §2. Each screen is its own chunk so the first
// load of `/` or `/catalogue` carries neither the administration area nor the other screens.
export const routes: RouteObject[] = [
  {
    element: <RouterLinks />,
    // Only when the frame itself fails; a page's failure is caught inside the frame below.
    errorElement: <RouteError />,
    children: [
      {
        element: <ShopFrame />,
        // Shown while the first screen's chunk loads.
        hydrateFallbackElement: <Spinner label="Chargement…" />,
        children: [
          {
            // A failing page keeps the header and footer, so the visitor can go elsewhere.
            errorElement: <RouteError />,
            children: [
              { index: true, ...publicPage('home/HomeRoute.tsx', 'Accueil') },
              { path: 'catalogue', ...publicPage('catalogue/CatalogueRoute.tsx', 'Catalogue de Batteries') },
              { path: 'produits', ...publicPage('catalogue/CatalogueRoute.tsx', 'Catalogue de Batteries') },
              { path: 'products', loader: moved('/produits') },
              { path: 'product/:id', ...publicPage('product/ProductRoute.tsx', 'Produit') },
              { path: 'produit/:id', ...publicPage('product/ProductRoute.tsx', 'Produit') },
              { path: 'contact', ...publicPage('contact/ContactRoute.tsx', 'Contactez-nous') },
              { path: 'politique-confidentialite', ...publicPage('legal/PrivacyRoute.tsx', 'Politique de confidentialité') },
              // The registration page opens /terms and /privacy (spec 2 §2.1): they are aliases of the legal pages.
              { path: 'privacy', loader: moved('/politique-confidentialite') },
              { path: 'conditions-generales', ...publicPage('legal/TermsRoute.tsx', 'Conditions générales de vente') },
              { path: 'terms', loader: moved('/conditions-generales') },
              { path: 'mentions-legales', ...publicPage('legal/LegalNoticeRoute.tsx', 'Mentions légales') },
              { path: 'login', ...publicPage('auth/LoginRoute.tsx', 'Connexion') },
              { path: 'connexion', loader: moved('/login') },
              { path: 'register', ...publicPage('auth/RegisterRoute.tsx', 'Créer un compte professionnel') },
              { path: 'inscription', loader: moved('/register') },
              { path: 'cart', loader: moved('/panier') },
              {
                element: <RequireCustomer message={CART_SNACKBARS.signInRequired} />,
                children: [{ path: 'panier', lazy: () => import('../features/cart/CartRoute.tsx'), handle: title('Mon Panier') }],
              },
              {
                element: <RequireCustomer />,
                children: [
                  { path: 'catalogue-avec-panier', lazy: () => import('../features/cartCatalogue/CartCatalogueRoute.tsx'), handle: title('Catalogue avec panier') },
                  { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardRoute.tsx'), handle: title('Mon espace client') },
                  { path: 'client-dashboard', lazy: () => import('../features/account/ClientDashboardRoute.tsx'), handle: title('Mon espace client') },
                  { path: 'user-dashboard', lazy: () => import('../features/account/DashboardRoute.tsx'), handle: title('Mon espace client') },
                ],
              },
              { path: '*', loader: moved('/') },
            ],
          },
        ],
      },
      // /admin itself is the admin chunk's: it knows whether an administrator is signed in.
      {
        path: 'admin/*',
        lazy: () => import('../features/admin/AdminRoute.tsx'),
        handle: title('Administration'),
        hydrateFallbackElement: <Spinner label="Chargement…" />,
        errorElement: <RouteError />,
      },
    ],
  },
];
