import type { Usage } from './usage.ts';

// Usage guidance of the cart (stories/cart) not in guidance.ts or quickOrderGuidance.ts, in the shape
// of usage.ts. Spec 1 §2 holds "Mon Panier"; spec 2 §2.4 and §2.5 the cart beside the catalogue.

/** The cart's money is the domain's: unit prices HT, totals from documentTotals. */
const CART_MONEY = 'Unit prices and line totals HT; the totals are **CartSummary**\'s, never added up in the screen.';

export const cartPageUsage: Usage = {
  purpose: 'The **CartPage** is "Mon Panier": the lines, "Vider le panier" behind a confirmation, "Continuer mes achats", "Demander un devis", the summary and the advantages; loading, load error and empty states (spec 1 §2).',
  whenToUse: ['At /panier.'],
  whenToUseSomethingElse: ['The cart beside a catalogue: **CartSidebar** in **CartColumn**.'],
  do: ['Ask before emptying the cart.', 'Keep "Demander un devis" the primary action.'],
  dont: ['Show an empty cart after a load error: show the error and "Réessayer".'],
  content: [CART_MONEY, 'The emptying question is the specification\'s: "Êtes-vous sûr de vouloir vider votre panier ?"'],
  accessibility: ['The page title is its `h1`; each line is an `article` named by its product.'],
};

export const cartLineUsage: Usage = {
  purpose: 'A **CartLine** is one line of "Mon Panier": picture (a placeholder when it fails to load), name, description, voltage, capacity, weight, the first two features, quantity, unit price, line total and "Supprimer" (spec 1 §2).',
  whenToUse: ['In **CartPage**.'],
  whenToUseSomethingElse: ['The compact line of the sidebar: **CartSidebarLine**.'],
  do: ['Show **PriceUpdatedNote** when the price changed since it was added.'],
  dont: ['Hide the unit price: the customer checks it.'],
  content: [CART_MONEY],
  accessibility: ['An `article` named by the product; its features a list named "Caractéristiques".'],
};

export const cartItemQuantityUsage: Usage = {
  purpose: 'The **CartItemQuantity** is a cart line\'s quantity: minus at 1 hands over 0, which removes the line, unless it is told to stop at 1.',
  whenToUse: ['In **CartLine** and **CartSidebarLine**.'],
  whenToUseSomethingElse: ['The product page\'s quantity: **QuantityForm**.'],
  do: ['Stop at the stock.'],
  dont: ['Remove a line at 1 where the specification stops there (the user dashboard, spec 2 §2.4).'],
  content: ['A whole number.'],
  accessibility: ['A **QuantityStepper** whose label names the product.'],
};

export const cartItemRemoveButtonUsage: Usage = {
  purpose: 'The **CartItemRemoveButton** is "Supprimer" on a cart line, named after the product it deletes; it can be icon-only in the sidebar.',
  whenToUse: ['On each cart line.'],
  whenToUseSomethingElse: ['Emptying the whole cart: "Vider le panier" with its confirmation.'],
  do: ['Disable it while the line is being changed.'],
  dont: ['Ask for confirmation for one line: the line can be added again.'],
  content: ['"Supprimer".'],
  accessibility: ['Named "Supprimer" and the product, also when only the icon shows.'],
};

export const cartSidebarUsage: Usage = {
  purpose: 'The **CartSidebar** is "Mon Panier" beside a catalogue: count and total, lines with quantity and delete, the summary, "Demander un devis", export and "Vider"; an empty state and a load error with retry (spec 2 §2.4, §2.5).',
  whenToUse: ['In **CartColumn** on **CartCataloguePage** and **UserDashboardPage**.'],
  whenToUseSomethingElse: ['The full cart: **CartPage**.'],
  do: ['Keep the total visible at the top.'],
  dont: ['Open product pages from it: it stays beside the list.'],
  content: [CART_MONEY],
  accessibility: ['An `aside` named by its heading; the lines a list named "Articles du panier".'],
};

export const cartSidebarLineUsage: Usage = {
  purpose: 'A **CartSidebarLine** is one compact line of the sidebar: name, line total, quantity (plus stops at the stock; minus at 1 removes the line, or stops there on the user dashboard) and delete.',
  whenToUse: ['In **CartSidebar**.'],
  whenToUseSomethingElse: ['The full line: **CartLine**.'],
  do: ['Keep the name on two lines at most.'],
  dont: ['Add the picture: the sidebar is narrow.'],
  content: [CART_MONEY],
  accessibility: ['Buttons name the product.'],
};

export const cartColumnUsage: Usage = {
  purpose: 'The **CartColumn** places the cart beside a catalogue\'s list. Below 1024 px it is a "Panier (n)" bar above the list instead, staying at the top of the screen, that opens and closes the cart in place (closed at first).',
  whenToUse: ['On **CartCataloguePage** and **UserDashboardPage**.'],
  whenToUseSomethingElse: ['A page that is the cart: **CartPage**.'],
  do: ['Give it the cart\'s count for the bar.'],
  dont: ['Open it by itself on a phone.'],
  content: ['"Panier (3)".'],
  accessibility: ['The bar is a button with `aria-expanded` that controls the cart.'],
};

export const cartSummaryUsage: Usage = {
  purpose: 'The **CartSummary** is "Récapitulatif": Total HT, the terms of sale\'s contribution, TVA at 20 % and Total TTC, from the domain\'s `documentTotals` (spec 1 §2).',
  whenToUse: ['In **CartPage** and **CartSidebar**.'],
  whenToUseSomethingElse: ['The totals of a quote, order or invoice: **DocumentTotalsList**.'],
  do: ['Show every line of the totals, even at zero.'],
  dont: ['Compute a total in the screen.'],
  content: ['"Total HT", "Contribution sécurité et environnement (1,75 %)", "TVA (20 %)", "Total TTC".'],
  accessibility: ['A card titled "Récapitulatif"; totals are a description list read label then amount.'],
};

export const cartAdvantagesUsage: Usage = {
  purpose: 'The **CartAdvantages** is "Vos avantages" of the cart: free delivery from 500 €, support, warranty, 30-day payment (spec 1 §2, §9).',
  whenToUse: ['Under the summary of **CartPage**.'],
  whenToUseSomethingElse: ['The home page\'s claims: **AdvantagesSection**.'],
  do: ['Keep the figures the shop\'s constants.'],
  dont: ['Add a promise the shop cannot keep.'],
  content: ['The specification\'s texts, to the letter ("Livraison gratuite à partir de 500€"): the threshold is the domain\'s constant, the text does not say HT or TTC because the specification does not (spec 1 §9).'],
  accessibility: ['A card titled "Vos avantages" holding a list; icons hidden.'],
};
