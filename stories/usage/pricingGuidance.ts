import type { Usage } from './usage.ts';

// Usage guidance of /admin/tarifs's components (issue 21), in the one shape of usage.ts.

export const priceListEditorUsage: Usage = {
  purpose: "A **PriceListEditor** shows one price list's rules, net prices and quantity breaks as lines staff change, add and remove, then save as a whole.",
  whenToUse: ['To edit a price list on /admin/tarifs: "Règle (% du prix public)", "Prix net", "Palier de quantité".'],
  whenToUseSomethingElse: [
    "A client's own payment terms, credit limit and list: **ClientTermsForm** on the client's page.",
    'A whole list from a spreadsheet: `otech import prices` (docs/pricing.md).',
  ],
  do: ['Show every line of the list, in the order rules, net prices, breaks.', 'Name a wrong line by its number and the rule it breaks, before anything is sent.'],
  dont: ['Save line by line: a list is replaced whole, in one transaction.', 'Guess HT or TTC: every price typed is HT, and the label says so.'],
  content: ['Prices in euros HT typed French style ("3,95"), percentages off the public price ("12,5").', 'Each field is labelled with its line: "Prix (€ HT), ligne 2".'],
  accessibility: ['Each line is a group named "Ligne N : kind"; its remove button names the line.', 'Errors are text under the line, not colour alone.'],
};

export const contractPricesEditorUsage: Usage = {
  purpose: "A **ContractPricesEditor** shows one client's contract prices (prix nets) as lines staff change, add and remove on the client's page, then save as a whole.",
  whenToUse: ["On /admin/clients/{id}, under the client's terms: the products this client pays at a fixed price HT, which beats its list."],
  whenToUseSomethingElse: [
    'A fixed price for every client of a list: a "Prix net" line of **PriceListEditor** on /admin/tarifs.',
    "The client's list, payment terms and credit limit: **ClientTermsForm**.",
  ],
  do: ['Name a wrong line by its number before anything is sent: a blank reference, a price that is not euros HT, a product twice.', "Show the API's refusal of an unknown reference above the lines."],
  dont: ['Save line by line: the contract prices are replaced whole, in one transaction with their audit entry.', 'Take a TTC price: every price typed is HT, and the label says so.'],
  content: ['Prices in euros HT typed French style ("3,95").', 'Each field is labelled with its line: "Prix net (€ HT), ligne 2".'],
  accessibility: ['Each line is a group named "Ligne N"; its remove button names the line.', 'Errors are text under the line, not colour alone.'],
};

export const adminPriceListsPageUsage: Usage = {
  purpose: '**AdminPriceListsPage** is /admin/tarifs: how a price is decided, the four lists, the open list to edit with its clients, the preview "Prix pour ce client" and the wholesaler clause.',
  whenToUse: ['The one page where staff with the "prices.edit" permission manage the terms of trade.'],
  whenToUseSomethingElse: ["One client's terms: its page under /admin/clients.", 'What a customer sees: the catalogue signed in as that customer (impersonation).'],
  do: ['Keep the precedence card first: staff read why a price is what it is before changing it.', 'Disable a client\'s controls while its change is sent.'],
  dont: ['Compute a price here: the preview asks the API, which runs the domain\'s customerPrice.'],
  content: ['List names as the terms of sale name them: Public, Professionnel, Revendeur / Grossiste, Premium.', 'Amounts with "€ HT".'],
  accessibility: ['The list shown is a labelled native select ("Grille affichée"); each client row\'s select and checkbox name the client.'],
};

// The price pieces shown to customers (stories/pricing).

export const customerPriceTagUsage: Usage = {
  purpose: 'The **CustomerPriceTag** is a unit price HT: the customer\'s own, with the public price struck through when it differs, said in words for screen readers, which read no strike-through.',
  whenToUse: ['Every unit price a signed-in customer sees: card (`md`), product page (`lg`), cart line (`sm`).'],
  whenToUseSomethingElse: ['The breaks by quantity: **PriceBreakList**.', 'A document\'s totals: **DocumentTotalsList**.'],
  do: ['Pass the public price only when the customer has a price of their own.'],
  dont: ['Strike a price that is the same as the customer\'s.'],
  content: ['Both prices end with "HT" ("4,52 € HT").'],
  accessibility: ['Screen readers hear "Prix public : 5,10 € HT Votre prix : 4,52 € HT".'],
};

export const priceBreakListUsage: Usage = {
  purpose: 'The **PriceBreakList** is the product page\'s quantity breaks: "À partir de 10 : 3,95 € HT"; it shows nothing for a product without breaks.',
  whenToUse: ['On **ProductDetail**, under the price.'],
  whenToUseSomethingElse: ['The single price: **CustomerPriceTag**.'],
  do: ['List the breaks from the smallest quantity.'],
  dont: ['Show an empty box when there is no break.'],
  content: ['"À partir de N : prix HT".'],
  accessibility: ['A region named "Prix par quantité" holding a list.'],
};

export const documentTotalsListUsage: Usage = {
  purpose: 'The **DocumentTotalsList** shows the totals of a cart, quote, order or invoice as the terms of sale want them: "Total HT", "Contribution sécurité et environnement (1,75 %)", "TVA (20 %)" on HT plus the contribution, and "Total TTC", from the domain\'s `documentTotals`.',
  whenToUse: ['Under the lines of any document.'],
  whenToUseSomethingElse: ['The cart\'s card around it: **CartSummary**.'],
  do: ['Pass the domain\'s totals unchanged.'],
  dont: ['Add or round anything in the screen.'],
  content: ['Labels as above, amounts in euros the French way; "Total TTC" last and strongest.'],
  accessibility: ['A description list: each label is read with its amount.'],
};

export const priceUpdatedNoteUsage: Usage = {
  purpose: 'The **PriceUpdatedNote** tells on a cart line that its price changed since it was added: the cart always shows today\'s prices.',
  whenToUse: ['On a cart line whose price moved.'],
  whenToUseSomethingElse: ['A general message: **FormNotice** or **Snackbar**.'],
  do: ['Give both prices with HT (the domain\'s `priceUpdatedText`).'],
  dont: ['Hide the old price.'],
  content: ['"Prix mis à jour : 4,38 € → 4,52 € HT".'],
  accessibility: ['A `status`: read politely, without interrupting.'],
};

export const netPriceLabelUsage: Usage = {
  purpose: 'A **NetPriceLabel** says « Prix net » on a product sold at a net price: no list discount applies to it and the terms of sale exclude it from returns.',
  whenToUse: ["Wherever a net-price product shows: its card, its cart line (as a chip) and its page (with the returns clause, `showsReturnsClause`)."],
  whenToUseSomethingElse: ["A customer's own price: **CustomerPriceTag**.", 'A promotion or a low stock: the card\'s badges (**Chip**).'],
  do: ['Show it from the product\'s own flag (`isNetPrice`), for visitors and customers alike.', 'Give the returns clause on the product page, where the customer decides.'],
  dont: ['Write another text: the label and the clause are the domain\'s `NET_PRICE_LABEL` and `NET_PRICE_RETURNS_TEXT`.'],
  content: ['« Prix net », then on the product page the clause naming the terms of sale\'s article 8.'],
  accessibility: ['The label is text, not colour alone; the clause is a plain paragraph read after the price.'],
};
