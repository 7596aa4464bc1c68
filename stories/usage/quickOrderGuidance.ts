import type { Usage } from './usage.ts';

// Usage guidance of "Commande rapide" (issue 22), in the shape of guidance.ts.

export const quickOrderFormUsage: Usage = {
  purpose: 'The **QuickOrderForm** takes many products at once: lines of "référence ou EAN ; quantité" pasted in one field, or a CSV or XLSX file with those two columns, chosen or dropped.',
  whenToUse: ['On /commande-rapide, for a buyer who has the list in a spreadsheet or an old order.'],
  whenToUseSomethingElse: ['One product at a time: the product page or the catalogue’s "Ajouter au panier".', 'A past order again: "Recommander" on the order.'],
  do: ['Accept what a spreadsheet copies as it is: ";", a tab or "," between the two columns, a first row naming them.', 'Check a chosen or dropped file at once: the customer already acted.'],
  dont: ['Read or check lines in the screen: the API checks them with the domain rule, at the customer’s prices.', 'Clear the field on a refusal: the customer corrects it.'],
  content: ['The field’s label says the expected shape: "Vos lignes : référence ou EAN ; quantité".', 'The button says what happens: "Ajouter au panier".'],
  accessibility: ['The text area has its label and its hint; the drop zone is also a button that opens the file picker, so no mouse is needed.'],
};

export const quickOrderResultsUsage: Usage = {
  purpose: 'The **QuickOrderResults** list the checked lines of a quick order in the order given: each valid one with its product and the customer’s unit price HT, each refused one with its reason; the valid lines’ totals and "Ajouter les N lignes valides".',
  whenToUse: ['After a check where at least one line was refused (all valid, the lines go to the cart at once and this list is not shown).'],
  whenToUseSomethingElse: ['The cart’s own lines: **CartPage**.', 'A report of a staff import: **CatalogueImportPanel**.'],
  do: ['Give each line its number in the paste or the file, so the customer finds it.', 'Show the back-order delay under a valid line whose stock will not cover it.'],
  dont: ['Drop a refused line silently, or add a refused one.', 'Compute a price or a total here: the check carries them (customerPrice, documentTotals).'],
  content: ['Reasons to the letter of the domain: "Référence ou EAN inconnu : X", "Produit hors gamme : il n’est plus vendu", "Stock insuffisant : 3 disponible(s)", "Quantité invalide : « x » (un nombre entier de 1 à 1000)".'],
  accessibility: ['A table with its caption and column headers; the count of valid and refused lines is announced (role status).'],
};

export const quickOrderPageUsage: Usage = {
  purpose: 'The **QuickOrderPage** is /commande-rapide: the form, then the check with its refused lines, or the confirmation that the lines are in the cart with a link to it.',
  whenToUse: ['For a signed-in customer, reached from the cart page and the catalogue’s cart panel ("Commande rapide").'],
  whenToUseSomethingElse: ['Ordering what is already in the cart: the cart’s "Commander" or "Demander un devis".'],
  do: ['Keep the form above the check, so a corrected paste is checked again in place.', 'Link the cart once lines are added.'],
  dont: ['Add anything before the customer chose to when a line was refused.'],
  content: ['The success text is the API’s: "12 lignes ajoutées au panier".'],
  accessibility: ['One heading level 1; the success and the refusal are announced as they appear.'],
};
