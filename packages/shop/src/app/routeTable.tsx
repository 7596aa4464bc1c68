import { Navigate, type RouteObject } from 'react-router-dom';
import { canonicalCatalogueSearch, CART_SNACKBARS } from '@otech/domain';
import { Spinner } from '@otech/ui';
import { ShopFrame } from './frame/ShopFrame.tsx';
import { RequireCustomer } from './RequireCustomer.tsx';
import { RouteError } from './RouteError.tsx';
import { RouterLinks } from './RouterLinks.tsx';
import type { OwnHeadHandle, PageHeadHandle } from './RouteHead.tsx';

/** Each page's `<title>` (WCAG 2.4.2), mostly its h1, and its description for search results. */
const head = (title: string, description: string, more: Partial<PageHeadHandle> = {}): PageHeadHandle => ({ title, description, ...more });
const CATALOGUE_HEAD = head(
  'Catalogue de Batteries',
  'Catalogue OTECH : piles, batteries et chargeurs pour professionnels, avec prix HT, stock et fiches techniques.',
  // /produits is the same page: one canonical address, the category and the page kept.
  { canonical: (search) => `/catalogue${canonicalCatalogueSearch(search)}` },
);
// The product page names itself from its product once it has loaded.
const PRODUCT_HEAD: OwnHeadHandle = { ownHead: true };
const ACCOUNT_HEAD = head('Mon espace client', 'Votre espace client OTECH : commandes, factures, devis et paramètres du compte.');

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
              { index: true, lazy: () => import('../features/home/HomeRoute.tsx'), handle: head('Accueil', 'OTECH : batteries, chargeurs et piles pour les professionnels depuis plus de 30 ans, livrés sous 24-48h.') },
              { path: 'catalogue', lazy: () => import('../features/catalogue/CatalogueRoute.tsx'), handle: CATALOGUE_HEAD },
              { path: 'produits', lazy: () => import('../features/catalogue/CatalogueRoute.tsx'), handle: CATALOGUE_HEAD },
              { path: 'products', element: <Navigate to="/produits" replace /> },
              { path: 'product/:id', lazy: () => import('../features/product/ProductRoute.tsx'), handle: PRODUCT_HEAD },
              { path: 'produit/:id', lazy: () => import('../features/product/ProductRoute.tsx'), handle: PRODUCT_HEAD },
              { path: 'contact', lazy: () => import('../features/contact/ContactRoute.tsx'), handle: head('Contactez-nous', 'Contactez OTECH pour un devis, une question technique ou l’ouverture d’un compte professionnel.') },
              { path: 'politique-confidentialite', lazy: () => import('../features/legal/PrivacyRoute.tsx'), handle: head('Politique de confidentialité', 'Comment OTECH collecte, utilise et protège les données personnelles de ses clients et visiteurs.') },
              // The registration page opens /terms and /privacy (spec 2 §2.1): they are aliases of the legal pages.
              { path: 'privacy', element: <Navigate to="/politique-confidentialite" replace /> },
              { path: 'conditions-generales', lazy: () => import('../features/legal/TermsRoute.tsx'), handle: head('Conditions générales de vente', 'Conditions générales de vente d’OTECH aux clients professionnels : commandes, prix, livraison et garanties.') },
              { path: 'terms', element: <Navigate to="/conditions-generales" replace /> },
              { path: 'mentions-legales', lazy: () => import('../features/legal/LegalNoticeRoute.tsx'), handle: head('Mentions légales', 'Mentions légales du site OTECH : éditeur, hébergement et propriété intellectuelle.') },
              { path: 'login', lazy: () => import('../features/auth/LoginRoute.tsx'), handle: head('Connexion', 'Connectez-vous à votre espace professionnel OTECH pour commander et suivre vos devis.') },
              { path: 'connexion', element: <Navigate to="/login" replace /> },
              { path: 'register', lazy: () => import('../features/auth/RegisterRoute.tsx'), handle: head('Créer un compte professionnel', 'Créez votre compte professionnel OTECH pour commander en ligne et demander des devis.') },
              { path: 'inscription', element: <Navigate to="/register" replace /> },
              { path: 'cart', element: <Navigate to="/panier" replace /> },
              {
                element: <RequireCustomer message={CART_SNACKBARS.signInRequired} />,
                children: [{ path: 'panier', lazy: () => import('../features/cart/CartRoute.tsx'), handle: head('Mon Panier', 'Votre panier OTECH : quantités, total HT et TTC, commande ou demande de devis.') }],
              },
              {
                element: <RequireCustomer />,
                children: [
                  { path: 'catalogue-avec-panier', lazy: () => import('../features/cartCatalogue/CartCatalogueRoute.tsx'), handle: head('Catalogue avec panier', 'Le catalogue OTECH avec votre panier à côté, pour commander sans quitter la liste.') },
                  { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardRoute.tsx'), handle: ACCOUNT_HEAD },
                  { path: 'dashboard/orders/:id', lazy: () => import('../features/dashboard/OrderRoute.tsx'), handle: head('Commande', 'Le détail de votre commande OTECH : lignes, adresses, suivi et facture.') },
                  { path: 'client-dashboard', lazy: () => import('../features/account/ClientDashboardRoute.tsx'), handle: ACCOUNT_HEAD },
                  { path: 'user-dashboard', lazy: () => import('../features/account/DashboardRoute.tsx'), handle: ACCOUNT_HEAD },
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
        handle: head('Administration', 'Administration de la boutique OTECH.'),
        hydrateFallbackElement: <Spinner label="Chargement…" />,
        errorElement: <RouteError />,
      },
    ],
  },
];
