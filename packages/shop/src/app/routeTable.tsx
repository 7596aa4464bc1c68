import { Navigate, type RouteObject } from 'react-router-dom';
import { CART_SNACKBARS } from '@otech/domain';
import { Spinner } from '@otech/ui';
import { ShopFrame } from './frame/ShopFrame.tsx';
import { RequireCustomer } from './RequireCustomer.tsx';
import { RouteError } from './RouteError.tsx';
import { RouterLinks } from './RouterLinks.tsx';

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
              { index: true, lazy: () => import('../features/home/HomeRoute.tsx') },
              { path: 'catalogue', lazy: () => import('../features/catalogue/CatalogueRoute.tsx') },
              { path: 'produits', lazy: () => import('../features/catalogue/CatalogueRoute.tsx') },
              { path: 'products', element: <Navigate to="/produits" replace /> },
              { path: 'product/:id', lazy: () => import('../features/product/ProductRoute.tsx') },
              { path: 'produit/:id', lazy: () => import('../features/product/ProductRoute.tsx') },
              { path: 'contact', lazy: () => import('../features/contact/ContactRoute.tsx') },
              { path: 'politique-confidentialite', lazy: () => import('../features/legal/PrivacyRoute.tsx') },
              // The registration page opens /terms and /privacy (spec 2 §2.1): they are aliases of the legal pages.
              { path: 'privacy', element: <Navigate to="/politique-confidentialite" replace /> },
              { path: 'conditions-generales', lazy: () => import('../features/legal/TermsRoute.tsx') },
              { path: 'terms', element: <Navigate to="/conditions-generales" replace /> },
              { path: 'mentions-legales', lazy: () => import('../features/legal/LegalNoticeRoute.tsx') },
              { path: 'login', lazy: () => import('../features/auth/LoginRoute.tsx') },
              { path: 'connexion', element: <Navigate to="/login" replace /> },
              { path: 'register', lazy: () => import('../features/auth/RegisterRoute.tsx') },
              { path: 'inscription', element: <Navigate to="/register" replace /> },
              { path: 'cart', element: <Navigate to="/panier" replace /> },
              {
                element: <RequireCustomer message={CART_SNACKBARS.signInRequired} />,
                children: [{ path: 'panier', lazy: () => import('../features/cart/CartRoute.tsx') }],
              },
              {
                element: <RequireCustomer />,
                children: [
                  { path: 'catalogue-avec-panier', lazy: () => import('../features/cartCatalogue/CartCatalogueRoute.tsx') },
                  { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardRoute.tsx') },
                  { path: 'client-dashboard', lazy: () => import('../features/account/ClientDashboardRoute.tsx') },
                  { path: 'user-dashboard', lazy: () => import('../features/account/DashboardRoute.tsx') },
                ],
              },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      { path: 'admin', element: <Navigate to="/admin/login" replace /> },
      {
        path: 'admin/*',
        lazy: () => import('../features/admin/AdminRoute.tsx'),
        hydrateFallbackElement: <Spinner label="Chargement…" />,
        errorElement: <RouteError />,
      },
    ],
  },
];
