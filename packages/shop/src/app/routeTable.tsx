import { Navigate, type RouteObject } from 'react-router-dom';
import { CART_SNACKBARS } from '@otech/domain';
import { Spinner } from '@otech/ui';
import { ShopFrame } from './frame/ShopFrame.tsx';
import { RequireCustomer } from './RequireCustomer.tsx';
import { RouteError } from './RouteError.tsx';
import { RouterLinks } from './RouterLinks.tsx';
import type { PageTitleHandle } from './pageTitle.ts';

/** Each page's `<title>` (WCAG 2.4.2), mostly its h1. */
const title = (text: string): PageTitleHandle => ({ title: text });

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
              { index: true, lazy: () => import('../features/home/HomeRoute.tsx'), handle: title('Accueil') },
              { path: 'catalogue', lazy: () => import('../features/catalogue/CatalogueRoute.tsx'), handle: title('Catalogue de Batteries') },
              { path: 'produits', lazy: () => import('../features/catalogue/CatalogueRoute.tsx'), handle: title('Catalogue de Batteries') },
              { path: 'products', element: <Navigate to="/produits" replace /> },
              { path: 'product/:id', lazy: () => import('../features/product/ProductRoute.tsx'), handle: title('Produit') },
              { path: 'produit/:id', lazy: () => import('../features/product/ProductRoute.tsx'), handle: title('Produit') },
              { path: 'contact', lazy: () => import('../features/contact/ContactRoute.tsx'), handle: title('Contactez-nous') },
              { path: 'politique-confidentialite', lazy: () => import('../features/legal/PrivacyRoute.tsx'), handle: title('Politique de confidentialité') },
              // The registration page opens /terms and /privacy (spec 2 §2.1): they are aliases of the legal pages.
              { path: 'privacy', element: <Navigate to="/politique-confidentialite" replace /> },
              { path: 'conditions-generales', lazy: () => import('../features/legal/TermsRoute.tsx'), handle: title('Conditions générales de vente') },
              { path: 'terms', element: <Navigate to="/conditions-generales" replace /> },
              { path: 'mentions-legales', lazy: () => import('../features/legal/LegalNoticeRoute.tsx'), handle: title('Mentions légales') },
              { path: 'login', lazy: () => import('../features/auth/LoginRoute.tsx'), handle: title('Connexion') },
              { path: 'connexion', element: <Navigate to="/login" replace /> },
              { path: 'register', lazy: () => import('../features/auth/RegisterRoute.tsx'), handle: title('Créer un compte professionnel') },
              { path: 'inscription', element: <Navigate to="/register" replace /> },
              { path: 'cart', element: <Navigate to="/panier" replace /> },
              {
                element: <RequireCustomer message={CART_SNACKBARS.signInRequired} />,
                children: [{ path: 'panier', lazy: () => import('../features/cart/CartRoute.tsx'), handle: title('Mon Panier') }],
              },
              {
                element: <RequireCustomer />,
                children: [
                  { path: 'catalogue-avec-panier', lazy: () => import('../features/cartCatalogue/CartCatalogueRoute.tsx'), handle: title('Catalogue avec panier') },
                  { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardRoute.tsx'), handle: title('Mon espace client') },
                  { path: 'dashboard/orders/:id', lazy: () => import('../features/dashboard/OrderRoute.tsx'), handle: title('Commande') },
                  { path: 'client-dashboard', lazy: () => import('../features/account/ClientDashboardRoute.tsx'), handle: title('Mon espace client') },
                  { path: 'user-dashboard', lazy: () => import('../features/userDashboard/UserDashboardRoute.tsx'), handle: title('Tableau de bord') },
                ],
              },
              { path: '*', element: <Navigate to="/" replace /> },
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
