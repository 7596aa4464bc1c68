import type { Usage } from './usage.ts';

// Usage guidance of the catalogue and product pages (stories/catalogue), in the shape of usage.ts.
// Spec 1 §2 holds the catalogue, its cards and the product page; spec 2 §2.5 the catalogue with cart.

/** Prices in the catalogue are always labelled: a professional buyer reads HT, a private one TTC. */
const PRICE_CONTENT = 'Every price says HT or TTC; a customer with a price list sees their own price, the public one struck beside it.';

export const cataloguePageUsage: Usage = {
  purpose: 'The **CataloguePage** is /catalogue: the toolbar (search, category, sort, advanced search), the active filters as removable chips, the grid and a paginator of 12 per page; a spinner while loading, an error with "Réessayer", an empty state that offers to clear the filters that emptied it.',
  whenToUse: ['For the public catalogue, signed in or not.'],
  whenToUseSomethingElse: ['Browsing with the cart beside the list: **CartCataloguePage**.', 'Ordering by references: **QuickOrderPage**.'],
  do: ['Keep the search, filters and page in the URL: each search is a new page the browser can go back to.'],
  dont: ['Search on every key press: typed text runs on Enter.'],
  content: [PRICE_CONTENT, '"N produit(s) trouvé(s)".'],
  accessibility: ['The toolbar is a search region; the results\' count is announced when it changes.'],
};

export const cartCataloguePageUsage: Usage = {
  purpose: 'The **CartCataloguePage** is "Catalogue avec Panier" (spec 2 §2.5): the toolbar, connection state and active filters with "Tout effacer" and refresh, the count, the grid with 8, 16 or 24 per page, and the cart sidebar (a "Panier (n)" bar above the list below 1024 px).',
  whenToUse: ['For signed-in buyers who fill a cart while browsing.'],
  whenToUseSomethingElse: ['The public catalogue: **CataloguePage**.'],
  do: ['Keep the cart visible: a sidebar on a desktop, the "Panier (n)" bar on smaller screens.'],
  dont: ['Hide that the shop is offline: the filters bar says it.'],
  content: [PRICE_CONTENT],
  accessibility: ['The cart sidebar is an `aside` named by its heading, its lines a list named "Articles du panier".'],
};

export const catalogueToolbarUsage: Usage = {
  purpose: 'The **CatalogueToolbar** is the catalogue\'s search bar: the search box, category, sort and the advanced search (reference, EAN, model, type, brand, price bounds, "in stock only") (spec 1 §2).',
  whenToUse: ['Above the results of both catalogues.'],
  whenToUseSomethingElse: ['The header\'s search: **SearchBar**.', 'A staff list\'s search: **ListSearchField**.'],
  do: ['Say when the minimum price is above the maximum, beside the fields.'],
  dont: ['Apply the advanced search before its button is pressed.'],
  content: ['"Toutes les catégories" first; sort options as the specification names them; price bounds in euros.'],
  accessibility: ['Regions named "Recherche de produits" and "Recherche avancée"; the advanced search opens with a button that says whether it is open.'],
};

export const catalogueSearchUsage: Usage = {
  purpose: 'The **CatalogueSearch** is the catalogue\'s search box; what is typed runs on Enter or after a pause (spec 1 §2).',
  whenToUse: ['Inside **CatalogueToolbar**.'],
  whenToUseSomethingElse: ['A staff list: **ListSearchField**.', 'A list filtered in the page: **SearchField**.'],
  do: ['Keep what was typed when the results come back.'],
  dont: ['Clear the box after a search.'],
  content: ['Label "Rechercher un produit"; the placeholder gives examples (name, reference).'],
  accessibility: ['A **SearchField**: a `searchbox` named by its label, with a clear button; Escape clears it.'],
};

export const advancedSearchFieldsUsage: Usage = {
  purpose: 'The **AdvancedSearchFields** are the advanced search\'s fields: reference, EAN, model, type, brand, with the price bounds and "in stock only" (spec 1 §2).',
  whenToUse: ['Inside the advanced search of **CatalogueToolbar**.'],
  whenToUseSomethingElse: ['A single text search: **CatalogueSearch**.'],
  do: ['Offer "Tous les types" and "Toutes les marques" first.'],
  dont: ['Validate an EAN as it is typed: the search says what it found.'],
  content: ['"Prix minimum" and "Prix maximum" in euros, typed the French way.'],
  accessibility: ['Each field labelled; the group is named by the advanced search\'s region.'],
};

export const activeFiltersBarUsage: Usage = {
  purpose: 'The **ActiveFiltersBar** is the line under the catalogue-with-cart toolbar: online or offline, the session statistics, the active filters as removable chips with "Tout effacer", and the refresh button (spec 2 §2.5).',
  whenToUse: ['On **CartCataloguePage**.'],
  whenToUseSomethingElse: ['The public catalogue shows its chips itself: **CataloguePage**.'],
  do: ['Show one chip per filter, named by its value.'],
  dont: ['Show "Tout effacer" when no filter is active.'],
  content: ['Chips read the filter\'s value ("Marque : Varta").'],
  accessibility: ['A region named "Filtres actifs"; each chip\'s remove button names its filter.'],
};

export const sessionStatsUsage: Usage = {
  purpose: 'The **SessionStats** is the session-statistics tooltip of the catalogue with cart, shown on hover or keyboard focus (spec 2 §2.5).',
  whenToUse: ['In **ActiveFiltersBar**.'],
  whenToUseSomethingElse: ['Figures that matter to decide: put them on the page, not in a tooltip.'],
  do: ['Keep it short: a few counts.'],
  dont: ['Put actions in the tooltip.'],
  content: ['Counts as whole numbers with their nouns.'],
  accessibility: ['The trigger is focusable; the tooltip opens on focus, is named "Statistiques de la session" and closes with Escape.'],
};

export const productResultsUsage: Usage = {
  purpose: 'The **ProductResults** show a product search\'s results: "Chargement des produits..." then "N produit(s) trouvé(s)" with the grid and its paginator, the empty state when nothing matches, or the error with "Réessayer". Both catalogues show their results through it.',
  whenToUse: ['Under the toolbar of **CataloguePage** and **CartCataloguePage**.'],
  whenToUseSomethingElse: ['The cards alone: **ProductGrid**.'],
  do: ['Give the empty state a way out (clear the filters).'],
  dont: ['Show an empty grid while loading.'],
  content: ['"Aucun produit trouvé" and what to change.'],
  accessibility: ['The paginator is named "Pages du catalogue".'],
};

export const productGridUsage: Usage = {
  purpose: 'The **ProductGrid** lays out the catalogue\'s cards: as many columns as its own width holds cards of 13.5rem (216 px), four at most: four on a desktop, fewer beside a cart, three on a tablet, one on a phone.',
  whenToUse: ['For any list of **ProductCard**s.'],
  whenToUseSomethingElse: ['A few related products under a product: **RelatedProducts**.'],
  do: ['Let the grid choose the columns from the width.'],
  dont: ['Mix other cards into it.'],
  content: ['The cards carry the content.'],
  accessibility: ['A list named by `label`: screen readers say how many products it holds.'],
};

export const productCardUsage: Usage = {
  purpose: 'A **ProductCard** is a catalogue card: image slider with magnifier, name, reference, category, compatible brand, price, description, weight ("N/A" when not numeric), technology and type (both hidden for a charger), and "Ajouter au panier" for a product in stock, "Rupture de stock" in its place otherwise (spec 1 §2).',
  whenToUse: ['In **ProductGrid**, in both catalogues.'],
  whenToUseSomethingElse: ['A line in the cart: **CartItem**.', 'A favourite: **FavouritesTable**\'s row.'],
  do: ['Show the customer\'s price when signed in, the public one struck beside it.'],
  dont: ['Hide an out-of-stock product: say "Rupture de stock".'],
  content: [PRICE_CONTENT, 'Weights in kg with a comma ("1,2 kg").'],
  accessibility: ['The card is an `article` named by the product; "Détails de …" leads to its page; the heart is a toggle named "Favori : …" (`aria-pressed`).'],
};

export const productImageSliderUsage: Usage = {
  purpose: 'The **ProductImageSlider** shows a product\'s images with previous/next arrows, a "1/3" counter and thumbnails; the arrows stop at the first and last image instead of wrapping around.',
  whenToUse: ['In **ProductCard**.'],
  whenToUseSomethingElse: ['The product page\'s wide pictures: **ProductGallery**.'],
  do: ['Hide the arrows when there is one image.'],
  dont: ['Turn the images by themselves.'],
  content: ['Images are named by the product and the view.'],
  accessibility: ['Arrows named "Image précédente" and "Image suivante"; the counter is read with them.'],
};

export const imageMagnifierUsage: Usage = {
  purpose: 'The **ImageMagnifier** shows a lens that follows the mouse with the HD image enlarged under it. Touch has no hover: a tap opens the lens where the finger lands and a second tap closes it. Keyboard users focus the image and pan the lens with the arrow keys.',
  whenToUse: ['On product images that have an HD version (card and product page).'],
  whenToUseSomethingElse: ['An image without HD: a plain image.'],
  do: ['Give it the HD image: the lens shows nothing sharper otherwise.'],
  dont: ['Open a full-screen zoom on click.'],
  content: ['The image\'s `alt` names the product.'],
  accessibility: ['The image is focusable and named "… : flèches pour déplacer la loupe"; arrows move the lens, Escape hides it.'],
};

export const productGalleryUsage: Usage = {
  purpose: 'The **ProductGallery** is the product page\'s pictures: a slider whose stage is a magnifier, drawn wide, asking for the HD picture first as the page\'s largest paint (spec 1 §2).',
  whenToUse: ['On **ProductDetail**.'],
  whenToUseSomethingElse: ['A card\'s small images: **ProductImageSlider**.'],
  do: ['Keep the thumbnails under the stage.'],
  dont: ['Load every HD image at once.'],
  content: ['As **ProductImageSlider**.'],
  accessibility: ['The stage is the magnifier, focusable for the lens; the slider\'s arrows and thumbnails are buttons.'],
};

export const productDetailUsage: Usage = {
  purpose: 'The **ProductDetail** is the product page: gallery, category chip, name, reference, brand, price, stock status and count, descriptions, features, quantity form, delivery and warranty lines, share, tabs and related products (spec 1 §2).',
  whenToUse: ['At /produits/{id}.'],
  whenToUseSomethingElse: ['Its loading, not-found and error states: **ProductDetailStatus**.'],
  do: ['Show the stock in words and figures ("En stock (12)").'],
  dont: ['Show "Ajouter au panier" enabled without stock.'],
  content: [PRICE_CONTENT],
  accessibility: ['The name is the page\'s `h1`; features are a list named "Caractéristiques".'],
};

export const productDetailStatusUsage: Usage = {
  purpose: 'The **ProductDetailStatus** is the product page without a product: loading, "Produit non trouvé", or a failed load with "Réessayer" (spec 1 §2).',
  whenToUse: ['On the product page while there is no product to show.'],
  whenToUseSomethingElse: ['A whole page that failed to render: **RouteErrorPage**.'],
  do: ['Offer the way back to the catalogue when the product is not found.'],
  dont: ['Say "erreur 404".'],
  content: ['"Chargement du produit...", "Produit non trouvé".'],
  accessibility: ['The loading text is announced; the not-found title is the page\'s `h1`.'],
};

export const quantityFormUsage: Usage = {
  purpose: 'The **QuantityForm** chooses how many to add from the product page: minus at 1 and plus at the stock; the line total follows, and "Ajouter au panier" is disabled without stock, while adding or with an invalid quantity.',
  whenToUse: ['On **ProductDetail**.'],
  whenToUseSomethingElse: ['A quantity in the cart: **QuantityStepper**.'],
  do: ['Show the total of the line with HT or TTC.'],
  dont: ['Allow more than the stock.'],
  content: [PRICE_CONTENT],
  accessibility: ['A form named "Quantité et commande"; the quantity is a labelled field with its two buttons.'],
};

export const productTabsUsage: Usage = {
  purpose: 'The **ProductTabs** are the product page\'s tabs: Spécifications, Compatibilité ("Compatible avec:"), Certifications (spec 1 §2).',
  whenToUse: ['Under the product\'s description on **ProductDetail**.'],
  whenToUseSomethingElse: ['An account\'s sections: **Tabs**.'],
  do: ['Keep the three tabs even when one is short.'],
  dont: ['Put the price or the cart in a tab.'],
  content: ['Tab names are the specification\'s.'],
  accessibility: ['A `tablist` named "Informations produit": arrows move, Tab enters the panel.'],
};

export const relatedProductsUsage: Usage = {
  purpose: 'The **RelatedProducts** show up to 4 other products of the same category, each with a "Voir" button (spec 1 §2).',
  whenToUse: ['At the foot of **ProductDetail**.'],
  whenToUseSomethingElse: ['A full list: **ProductGrid**.'],
  do: ['Leave the section out when the category has no other product.'],
  dont: ['Show the current product again.'],
  content: [PRICE_CONTENT],
  accessibility: ['A section named by its heading; each "Voir" is named "Voir" and the product.'],
};

export const backToProductsUsage: Usage = {
  purpose: 'The **BackToProducts** is the product page\'s way back to the list (spec 1 §2, "back button to /products").',
  whenToUse: ['At the top of **ProductDetail** and **ProductDetailStatus**.'],
  whenToUseSomethingElse: ['Any other link: **RouteLink**.'],
  do: ['Give it the list\'s address (`href`) the visitor came from.'],
  dont: ['Use the browser\'s history: the visitor may have come from elsewhere.'],
  content: ['"Retour aux produits".'],
  accessibility: ['A link styled as a text button, its arrow icon hidden from screen readers.'],
};

export const shareButtonUsage: Usage = {
  purpose: 'The **ShareButton** is the product page\'s "Partager": the shop copies the page link and says "Lien copié dans le presse-papier" (spec 1 §2, §8).',
  whenToUse: ['On **ProductDetail**.'],
  whenToUseSomethingElse: ['Exporting data: **ExportButtons**.'],
  do: ['Confirm with a snackbar.'],
  dont: ['Open social networks from it.'],
  content: ['"Partager"; the snackbar\'s sentence is the specification\'s.'],
  accessibility: ['A button; the confirmation is announced by the snackbar region.'],
};
