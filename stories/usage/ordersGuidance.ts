import type { Usage } from './usage.ts';

// Usage guidance of the order's pieces (stories/orders) not in guidance.ts, in the shape of usage.ts.

export const placeOrderPageUsage: Usage = {
  purpose: 'The **PlaceOrderPage** is /commander: the page title and the **OrderForm**, its facts (addresses, terms, totals) loading, or their load error with "Réessayer".',
  whenToUse: ['When the customer accepts a quote or orders the cart.'],
  whenToUseSomethingElse: ['The order once placed: **OrderConfirmation**.', 'A quote request: the cart\'s "Demander un devis".'],
  do: ['Show the loading text until every fact the form needs is read.'],
  dont: ['Show the form with missing totals.'],
  content: ['Totals are **DocumentTotalsList**\'s: HT, contribution, TVA, TTC.'],
  accessibility: ['A section named by the page\'s `h1`.'],
};

export const orderLinesCardUsage: Usage = {
  purpose: 'The **OrderLinesCard** is "Articles" of an order: product and reference, quantity, unit price and line total before tax.',
  whenToUse: ['On the order\'s page, for the customer and for staff.'],
  whenToUseSomethingElse: ['The lines still in the cart: **CartLine**.', 'What is in a parcel: **ShipmentsCard**.'],
  do: ['Keep the reference under the name.'],
  dont: ['Mix HT and TTC in the columns.'],
  content: ['"Prix unitaire HT", "Total HT"; quantities as whole numbers.'],
  accessibility: ['A card titled "Articles"; the table is named "Articles de la commande".'],
};

export const postalAddressCardUsage: Usage = {
  purpose: 'The **PostalAddressCard** shows an order\'s address as printed on a parcel, or "Adresse non renseignée" when it is empty.',
  whenToUse: ['For the delivery and billing addresses of an order, side by side.'],
  whenToUseSomethingElse: ['Choosing or editing an address: **AddressForm**.'],
  do: ['Title it with which address it is ("Adresse de livraison").'],
  dont: ['Reformat the lines: they are printed as stored.'],
  content: ['One line per part: name, company, street, postal code and city, country.'],
  accessibility: ['An `address` element under the card\'s heading.'],
};
