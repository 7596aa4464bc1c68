import { tokens } from '@otech/ui/theme';
import type { Usage } from './usage.ts';

// Usage guidance of the most used components, in the one shape of usage.ts. Written for a designer
// who has not read the specification: the words quoted are the shop's own.

export const buttonUsage: Usage = {
  purpose: 'A **Button** starts an action on the page: it sends a form, adds to the cart, opens a dialog. It never takes the user to another address.',
  whenToUse: [
    'To submit or reset a form ("Enregistrer", "Envoyer").',
    'To act on what is on screen: "Ajouter au panier", "Vider le panier", "Réessayer".',
    '**primary** for the one main action of a screen or a form; **accent** (orange) only for buying: adding to the cart; **secondary** for the other actions; **text** for light actions inside a list or a card; **danger** for what destroys (with a confirmation).',
  ],
  whenToUseSomethingElse: [
    'It goes to another page or address: **LinkButton** (a link that looks like a button) or a plain link.',
    'It opens a menu or a file picker: **TriggerButton**.',
    'It switches something on or off: **Checkbox**.',
  ],
  do: [
    'Start the label with a verb that says what happens: "Demander un devis".',
    'Keep one primary button per screen or form, last in the reading order of its group.',
    'Disable the button while its action runs (`isDisabled`), and say so in the label or a spinner beside it.',
  ],
  dont: [
    'Write "OK", "Valider" or "Cliquez ici": the label must make sense read alone by a screen reader.',
    'Put two primary buttons side by side, or use orange for anything but buying.',
    'Use a button to navigate: the browser\'s back button, new tab and link preview would not work.',
  ],
  content: [
    'One to four words, sentence case ("Ajouter au panier", not "AJOUTER AU PANIER").',
    'An icon may precede the label; an icon-only button needs an `aria-label` in French.',
  ],
  accessibility: [
    'A native `<button>`: Tab reaches it, Enter and Space press it, the focus ring is always visible.',
    'Its name is its label; an icon-only button is named by `aria-label` ("Favori : Batterie Varta…").',
    `Heights follow the control sizes (${Object.values(tokens.size).join(', ')}), so a button lines up with a field beside it.`,
  ],
};

export const textFieldUsage: Usage = {
  purpose: 'A **TextField** is a labelled input for one line of text: a name, an e-mail, a postal code, a password.',
  whenToUse: ['To type a short free text in a form.', 'Each field of the account, address, contact and sign-in forms.'],
  whenToUseSomethingElse: [
    'Choosing among a known list: **Select** (or **NativeSelect** in toolbars).',
    'Searching a list: **SearchField**, which has a clear button and Escape.',
    'A quantity: **QuantityStepper**.',
    'A yes/no choice: **Checkbox**.',
  ],
  do: [
    'Always give a visible label above the field; add `description` for the expected format ("14 chiffres").',
    'Let the form check a field once it is edited or left, and every field on submit; the error shows under the field.',
    'Set `maxLength` to the limit the shop stores: the field stops there instead of failing later.',
  ],
  dont: [
    'Use the placeholder as the label: it disappears as soon as the user types.',
    'Show errors on fields the user has not touched yet.',
    'Show the browser\'s own (English) validation bubbles.',
  ],
  content: [
    'Labels are nouns in sentence case ("Code postal"); a required field is marked in the label.',
    'Error messages say what is expected, in French: "Code postal invalide (5 chiffres)".',
  ],
  accessibility: [
    'The label is tied to the input: clicking it focuses the field, screen readers read it.',
    'An invalid field is marked `aria-invalid` and its message is read with it.',
    'The password field\'s eye button reads "Afficher le mot de passe" / "Masquer le mot de passe".',
  ],
};

export const cardUsage: Usage = {
  purpose: 'A **Card** is a white panel that groups related content: a summary, an address, a statistic, a list with its paginator.',
  whenToUse: [
    'To group what belongs together on a page with several topics (an account overview, an order\'s addresses).',
    'With a `title`, the card is a named section: use it whenever the card is more than one line.',
  ],
  whenToUseSomethingElse: [
    'A product in the catalogue: **ProductCard**.',
    'A message about the page (error, notice): **FormNotice** or an **EmptyState**.',
    'Content that must interrupt the user: **Dialog**.',
  ],
  do: [
    'Give the heading the level that fits the page (`headingLevel`): one below the section it sits in.',
    'Put "Voir tout" or an edit action in `actions`, beside the title.',
  ],
  dont: ['Nest cards in cards.', 'Make the whole card clickable: put a link or button inside it.'],
  content: ['Titles are short nouns ("Adresse de livraison"); amounts inside say HT or TTC.'],
  accessibility: ['A titled card is a `section` named by its heading: screen reader users can jump to it.'],
};

export const dialogUsage: Usage = {
  purpose: 'A **Dialog** shows content above the page and waits for the user: a detail to read or a short task to finish before going on.',
  whenToUse: ['A short task tied to the page: record a payment, plan a delivery, read a parcel\'s tracking.'],
  whenToUseSomethingElse: [
    'Asking to confirm an action that cannot be undone: **ConfirmDialog**.',
    'Saying an action succeeded: a **Snackbar**, which does not interrupt.',
    'A long form or content worth its own address: a page.',
  ],
  do: ['Title it with what it is about ("Suivi du colis").', 'Keep it short enough to fit a phone without scrolling much.'],
  dont: ['Open a dialog from a dialog.', 'Open one without the user asking.'],
  content: ['Buttons say their action; the closing one says "Fermer" or "Annuler".'],
  accessibility: [
    'Focus moves into the dialog, stays trapped there, and returns to the button that opened it.',
    'Escape closes it; the title names it for screen readers.',
  ],
};

export const confirmDialogUsage: Usage = {
  purpose: 'A **ConfirmDialog** asks one question before an action that cannot be undone: emptying the cart, cancelling a quote, deleting an address.',
  whenToUse: ['Only before destroying or sending something the user cannot take back.'],
  whenToUseSomethingElse: [
    'Anything reversible: do it at once and say so in a **Snackbar**.',
    'A task with fields to fill: **Dialog**.',
  ],
  do: [
    'Repeat the action in the title and on the confirm button ("Vider le panier").',
    'Use `variant="danger"` when something is destroyed.',
  ],
  dont: ['Label the buttons "Oui" / "Non" or "OK".', 'Ask for confirmation of everyday actions: people stop reading it.'],
  content: ['The question is the specification\'s sentence: "Êtes-vous sûr de vouloir vider votre panier ?"'],
  accessibility: [
    'It is an `alertdialog`: its question is read when it opens.',
    'Focus starts on "Annuler", so Enter alone never destroys anything; Escape cancels.',
  ],
};

export const linkButtonUsage: Usage = {
  purpose: 'A **LinkButton** is a link that looks like a button: it takes the user to another page ("Parcourir le catalogue", "Voir le panier").',
  whenToUse: ['A call to action that goes somewhere: the way out of an empty state, a hero\'s main link, "Voir tout".'],
  whenToUseSomethingElse: [
    'It acts on the page (sends, adds, deletes): **Button**.',
    'A link inside a sentence or a list: a plain link (`RouteLink`).',
  ],
  do: ['Say where it goes or what the user will find there.', 'Use the same variants as Button: primary for the one main way forward.'],
  dont: ['Use it to submit or change anything: links can be opened in a new tab or prefetched.'],
  content: ['One to four words, sentence case, no "Cliquez ici".'],
  accessibility: [
    'A real link (`<a href>`): Enter follows it, the browser\'s "open in a new tab" works, screen readers call it a link.',
    'Its name is its label; an icon-only one needs an `aria-label` in French.',
  ],
};

export const selectUsage: Usage = {
  purpose: 'A **Select** lets the user choose one option from a known list in a form: a sector, a country, a payment term.',
  whenToUse: ['A form field with more than four fixed options, with its label, description and error message.'],
  whenToUseSomethingElse: [
    'A toolbar choice (sort, category, page size) on a public page: **NativeSelect**, the phone\'s own picker with no script to load.',
    'Two to four options the user should see at once: radio buttons.',
    'On or off: **Checkbox**.',
    'A long list the user knows by name (a product): **SearchField**.',
  ],
  do: ['Give a placeholder that invites the choice ("Choisissez un type") when there is no sensible default.', 'Order options the way users look for them: by frequency, or alphabetically.'],
  dont: ['Hide the label: a select without a visible label is only for toolbars (`hideLabel`).', 'Use it for a yes/no question.'],
  content: ['Options are short nouns in sentence case, as the specification words them.'],
  accessibility: [
    'The listbox opens with Enter, Space or the arrow keys; typing a letter jumps to the option; Escape closes it.',
    'The label names it; an invalid select reads its error message with it.',
  ],
};

export const checkboxUsage: Usage = {
  purpose: 'A **Checkbox** turns one option on or off: accepting the terms of sale, a notification setting.',
  whenToUse: ['A single yes/no choice whose label reads as a statement ("Notifications par email").', 'Several independent options, each its own checkbox.'],
  whenToUseSomethingElse: ['One choice among several exclusive ones: **Select** or radio buttons.', 'An action that happens at once: **Button**.'],
  do: ['Write the label as what is true when it is ticked.', 'Put a required one (the terms of sale) right before the button it unlocks.'],
  dont: ['Write a negative label ("Ne pas recevoir…").', 'Tick marketing options by default.'],
  content: ['The label may hold a link (the terms of sale); keep it one sentence.'],
  accessibility: ['Space ticks it; the whole label is clickable; an invalid one reads its error message.'],
};

export const orderFormUsage: Usage = {
  purpose: 'The **OrderForm** places an order on account (issue 22): where it goes, the customer\'s own reference, the date wished and a comment, beside the totals, the payment terms and the credit in use it confirms.',
  whenToUse: ['Ordering from the cart where online ordering is open ("Commander").', 'Accepting a sent quote: the same questions, at the quote\'s totals.'],
  whenToUseSomethingElse: ['Asking for a quote (online ordering closed): the cart\'s "Demander un devis".', 'Editing a saved address: **AddressForm** in the address book.'],
  do: ['Give the totals of `documentTotalsCents` (HT, contribution, TVA, TTC) of exactly what is ordered.', 'Say beforehand that the order will wait (`willBeHeld`) when the credit in use would pass the limit.'],
  dont: ['Compute a price or a total in the screen: the domain does.', 'Ask for a payment: the shop invoices on the client\'s terms.'],
  content: ['"Votre référence de commande" is optional and printed on every document; the payment terms read "Paiement à 30 jours fin de facture".'],
  accessibility: ['Each field has its label; a refused field says why under it, and the API\'s refusal shows above the form.'],
};

export const orderConfirmationUsage: Usage = {
  purpose: 'The **OrderConfirmation** is the page after an order is placed: its number, confirmed or waiting for validation, and the lines that ship later.',
  whenToUse: ['Right after "Commander" or accepting a quote succeeded.'],
  whenToUseSomethingElse: ['An order seen later: **AccountOrderPage**.', 'A short success message on the same page: a **Snackbar**.'],
  do: ['Name the order by its number (CMD-…).', 'List each back-ordered line with its indicative delay.'],
  dont: ['Say "confirmée" for an order held on credit: it is "en attente de validation".'],
  content: ['The texts of the issue to the letter: "Votre encours dépasse le plafond autorisé : notre service commercial valide votre commande."'],
  accessibility: ['The page title is the one heading level 1; the status sentence is announced.'],
};

export const shipmentsCardUsage: Usage = {
  purpose: 'A **ShipmentsCard** lists the parcels of one order ("Expéditions"): each with its delivery note number and date, carrier, tracking number, what it carried, its "Bon de livraison" and its invoice.',
  whenToUse: ['On an order page, staff\'s and the customer\'s, once the order has parcels (the customer\'s page leaves it out before).', 'With `onIssueInvoice` on the staff page only: a parcel shipped without its invoice then offers "Émettre la facture".'],
  whenToUseSomethingElse: ['The carrier\'s events of one parcel over time: **TrackingTimeline**.', 'The lines ordered with their prices: **OrderLinesCard**.'],
  do: ['Keep the parcels first shipped first, so the numbers BL-… follow each other.', 'Give the invoice\'s amount TTC beside its number: it is what the customer owes for that parcel.'],
  dont: ['Show prices on a parcel\'s lines: a delivery note states quantities only.', 'Pass `onIssueInvoice` on a customer page: the shop issues invoices, never the customer.'],
  content: ['"Colis BL-2027-00001 du 12/01/2027", "Transporteur", "Numéro de suivi", "Bon de livraison", "Facture FA-… (… TTC)", "Facture à venir", "Émettre la facture".'],
  accessibility: ['An ordered list; each parcel is a list item named "Colis BL-…" with its own level-3 heading, so a screen reader can jump from parcel to parcel.', 'Every action is a native button named by its text.'],
};

export const shipmentFormUsage: Usage = {
  purpose: 'A **ShipmentForm** records one parcel of an order ("Expédier un colis"): how many of each remaining line go in it, its carrier and tracking number, and whether its invoice is issued with it.',
  whenToUse: ['On the staff order page of an order that can ship and still has something to ship; it draws nothing once every line has left.'],
  whenToUseSomethingElse: ['Changing the statuses by hand (spec 3 §4: any transition): the "Modifier les statuts" form.'],
  do: ['Start each quantity at what remains (the usual parcel takes everything), bounded by 0 and what remains.', 'Give it a new `key` after each parcel, so its quantities start again from what now remains.', 'Show the server\'s refusal (`shipError`) above the lines: it names the line.'],
  dont: ['Offer a quantity above what remains: the stepper stops there, and the API refuses it anyway.', 'Uncheck "Émettre la facture de ce colis" by default: the shop invoices each parcel as it ships (decision 146).'],
  content: ['Columns "Produit", "Commandé", "Déjà expédié", "Dans ce colis"; fields "Transporteur", "Numéro de suivi"; button "Expédier le colis".'],
  accessibility: ['Each stepper is named after its product ("Quantité de … dans ce colis"), since the column header is not read with each cell.', 'A refusal is an alert; required fields say so and show their message once touched.'],
};

export const adminListPageUsage: Usage = {
  purpose:
    'An **AdminListPage** is every list of the administration (journal, clients, invoices, orders…): search on typing, filters, a period, exports, then the table sorted, paged and filtered by the server, with bulk actions on checked rows.',
  whenToUse: [
    'A staff page whose main content is one list of records that grows with the shop (clients, invoices, orders, the journal).',
    'Give it the columns; a column with a `sortKey` sorts on the server when its header is pressed.',
    'Give it `filters` (**ListFilters**): the list\'s filter, which field the search sets, the period\'s name and the list\'s own selects; never write a search box or date fields on the page.',
    'Add `selection` only where the issue or spec names a bulk action (send reminders, change status, change price list).',
  ],
  whenToUseSomethingElse: [
    'A short list that never grows beyond one screen (the order lines, the staff): **AdminTable** or **ColumnTable** alone.',
    'A search that opens one record at a time from the dashboard: **ClientSearchPanel**.',
    'The customer areas: their own lists and **Paginator**, never this staff pattern.',
  ],
  do: [
    'Keep every filter, the sort and the page in the URL, so a page can be shared and reloaded; a new filter goes back to page 1.',
    'Pass the page the URL asked for as `page`: past the end, the server answers its last page and the list says so.',
    'Export what the list shows with its filters: the API streams every page, the file named with the Paris day.',
  ],
  dont: [
    'Page, sort or filter in the browser: at 10,000 clients and 200,000 invoices only the server can.',
    'Run the search only on Enter: it runs as typing stops, and at once on "Rechercher".',
    'Show a page other than the one asked for without saying so.',
  ],
  content: [
    'The heading is the total with its noun: "1 entrée", "12 345 factures".',
    'Column headers are nouns, sentence case; dates and amounts are sorted latest or largest first on the first press.',
  ],
  accessibility: [
    'The filters are a `search` landmark named after the list; the period is a group with its legend.',
    'A sortable header is a button inside the column header, whose `aria-sort` says the direction.',
    'Each row checkbox is named after its record ("Sélectionner FA-2027-00012"); the page checkbox is "Sélectionner toute la page" and shows a partial state.',
  ],
};
