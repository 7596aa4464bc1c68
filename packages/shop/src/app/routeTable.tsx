import { redirect, type RouteObject } from 'react-router-dom';
import { CART_SNACKBARS } from '@otech/domain';
import { Spinner } from '@otech/ui';
import { ShopFrame } from './frame/ShopFrame.tsx';
import { RequireCustomer } from './RequireCustomer.tsx';
import { RouteError } from './RouteError.tsx';
import { RouterLinks } from './RouterLinks.tsx';
import type { OwnHeadHandle, PageHeadHandle } from './RouteHead.tsx';
import type { ServerRenderedHandle } from './serverRendered.ts';

/** Each page's `<title>` (WCAG 2.4.2), mostly its h1, and its description for search results. */
const head = (title: string, description: string): PageHeadHandle => ({ title, description });
// The catalogue names itself (a rayon's SEO entry), the product page from its product once it has loaded.
const CATALOGUE_HEAD: OwnHeadHandle = { ownHead: true };
const PRODUCT_HEAD: OwnHeadHandle = { ownHead: true };
const ACCOUNT_HEAD = head('Mon espace client', 'Votre espace client OTECH : commandes, factures, devis et paramètres du compte.');

/** An old or alias address: answered with a redirect (a real 302 when the server renders it). */
const moved = (to: string) => () => redirect(to);

// The public pages the server renders. Globbed rather than imported one by one so that each keeps
// its file name, which the server looks up in the build manifest to link the page's own CSS and
// chunks into its HTML.
const publicPages = import.meta.glob<Pick<RouteObject, 'Component' | 'loader'>>('../features/{home,catalogue,product,contact,legal,auth}/*Route.tsx');

/**
 * A public page, lazily loaded from `features/<file>`, with its head: the server draws it, and the
 * browser hydrates its islands alone (app/islands/Island.tsx), not the app.
 */
function publicPage(file: string, pageHead: PageHeadHandle | OwnHeadHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = publicPages[`../features/${file}`];
  if (!load) throw new Error(`No public page features/${file}`);
  const handle: ServerRenderedHandle = { ...pageHead, module: `src/features/${file}` };
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
              { index: true, ...publicPage('home/HomeRoute.tsx', head('Accueil', 'OTECH : batteries, chargeurs et piles pour les professionnels depuis plus de 30 ans, livrés sous 24-48h.')) },
              { path: 'catalogue', ...publicPage('catalogue/CatalogueRoute.tsx', CATALOGUE_HEAD) },
              { path: 'produits', ...publicPage('catalogue/CatalogueRoute.tsx', CATALOGUE_HEAD) },
              { path: 'products', loader: moved('/produits') },
              { path: 'product/:id', ...publicPage('product/ProductRoute.tsx', PRODUCT_HEAD) },
              { path: 'produit/:id', ...publicPage('product/ProductRoute.tsx', PRODUCT_HEAD) },
              // The address a slug written in /admin/referencement gives the page (its canonical then).
              { path: 'produit/:id/:slug', ...publicPage('product/ProductRoute.tsx', PRODUCT_HEAD) },
              { path: 'contact', ...publicPage('contact/ContactRoute.tsx', head('Contactez-nous', 'Contactez OTECH pour un devis, une question technique ou l’ouverture d’un compte professionnel.')) },
              { path: 'politique-confidentialite', ...publicPage('legal/PrivacyRoute.tsx', head('Politique de confidentialité', 'Comment OTECH collecte, utilise et protège les données personnelles de ses clients et visiteurs.')) },
              // The registration page opens /terms and /privacy (spec 2 §2.1): they are aliases of the legal pages.
              { path: 'privacy', loader: moved('/politique-confidentialite') },
              { path: 'conditions-generales', ...publicPage('legal/TermsRoute.tsx', head('Conditions générales de vente', 'Conditions générales de vente d’OTECH aux clients professionnels : commandes, prix, livraison et garanties.')) },
              { path: 'terms', loader: moved('/conditions-generales') },
              { path: 'mentions-legales', ...publicPage('legal/LegalNoticeRoute.tsx', head('Mentions légales', 'Mentions légales du site OTECH : éditeur, hébergement et propriété intellectuelle.')) },
              { path: 'login', ...publicPage('auth/LoginRoute.tsx', head('Connexion', 'Connectez-vous à votre espace professionnel OTECH pour commander et suivre vos devis.')) },
              { path: 'connexion', loader: moved('/login') },
              { path: 'register', ...publicPage('auth/RegisterRoute.tsx', head('Créer un compte professionnel', 'Créez votre compte professionnel OTECH pour commander en ligne et demander des devis.')) },
              { path: 'inscription', loader: moved('/register') },
              // The link of an imported client's invitation e-mail (issue 20): drawn in the browser, never indexed.
              { path: 'invitation/:token', lazy: () => import('../features/invitation/InvitationRoute.tsx'), handle: head('Choisissez votre mot de passe', 'Choisissez le mot de passe de votre compte client OTECH.') },
              { path: 'cart', loader: moved('/panier') },
              {
                element: <RequireCustomer message={CART_SNACKBARS.signInRequired} />,
                children: [{ path: 'panier', lazy: () => import('../features/cart/CartRoute.tsx'), handle: head('Mon Panier', 'Votre panier OTECH : quantités, total HT et TTC, commande ou demande de devis.') }],
              },
              {
                element: <RequireCustomer />,
                children: [
                  { path: 'commander', lazy: () => import('../features/ordering/PlaceOrderRoute.tsx'), handle: head('Commander', 'Votre commande OTECH sur compte : adresse de livraison, votre référence, date souhaitée, totaux et conditions de paiement.') },
                  { path: 'commande-rapide', lazy: () => import('../features/quickOrder/QuickOrderRoute.tsx'), handle: head('Commande rapide', 'Collez vos références ou codes EAN avec leur quantité, ou déposez votre fichier : tout part au panier OTECH en une fois, à vos prix.') },
                  { path: 'catalogue-avec-panier', lazy: () => import('../features/cartCatalogue/CartCatalogueRoute.tsx'), handle: head('Catalogue avec panier', 'Le catalogue OTECH avec votre panier à côté, pour commander sans quitter la liste.') },
                  { path: 'dashboard', lazy: () => import('../features/dashboard/DashboardRoute.tsx'), handle: ACCOUNT_HEAD },
                  { path: 'dashboard/orders/:id', lazy: () => import('../features/dashboard/OrderRoute.tsx'), handle: head('Commande', 'Le détail de votre commande OTECH : lignes, adresses, suivi et facture.') },
                  { path: 'client-dashboard', lazy: () => import('../features/clientDashboard/ClientDashboardRoute.tsx'), handle: ACCOUNT_HEAD },
                  { path: 'user-dashboard', lazy: () => import('../features/userDashboard/UserDashboardRoute.tsx'), handle: head('Tableau de bord', 'Votre tableau de bord OTECH : le catalogue et votre panier côte à côte.') },
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
        handle: head('Administration', 'Administration de la boutique OTECH.'),
        hydrateFallbackElement: <Spinner label="Chargement…" />,
        errorElement: <RouteError />,
      },
    ],
  },
];
