import type { Usage } from './usage.ts';

// Usage guidance of the invoicing components (issues 22 and 24), in the one shape of decision 110.

export const creditNoteDialogUsage: Usage = {
  purpose: 'Corrects an issued invoice by a credit note (avoir, EN 16931 type 381): staff choose the quantities to credit on each line, see its amount and confirm.',
  whenToUse: ['An issued invoice is wrong (price, quantity, goods returned): it is never edited, a credit note corrects it.'],
  whenToUseSomethingElse: ['A payment received: RecordPaymentDialog.', 'A draft that is wrong: edit the draft, it has no number yet.'],
  do: ['Offer "Tout créditer" for a whole invoice, and let each line be credited in part.', 'Show the amount (HT and TTC) before the confirmation, from the domain’s documents totals.'],
  dont: ['Never offer more than is left to credit on a line.', 'Never issue without the confirmation step: a credit note is numbered and final.'],
  content: ['Amounts in euros, French format; the invoice and credit note numbers as issued (FA-…, AV-…).'],
  accessibility: ['Each quantity field is named by its line ("Quantité à créditer, ligne 2 : …").', 'The amount is announced as it changes (aria-live).'],
};

export const invoicesPeriodFormUsage: Usage = {
  purpose: 'Lets a customer download the Factur-X files of their invoices and credit notes issued in a period, as one ZIP.',
  whenToUse: ['In the customer’s invoices tab, for their own accounting software.'],
  whenToUseSomethingElse: ['One invoice: its own PDF button.', 'The accountant’s exports of every customer: InvoicesExportForm in the administration.'],
  do: ['Open on the month so far.', 'Name a period the wrong way round under "Au".'],
  dont: ['Never offer another customer’s documents: the shop filters by the signed-in customer.'],
  content: ['Dates as the browser’s date field shows them; the file is named after the period.'],
  accessibility: ['Both dates are labelled fields; the button says what it downloads.'],
};

export const clientInvoicesPanelUsage: Usage = {
  purpose: 'The client dashboard’s "Mes Factures": the five latest invoices, the period’s figures, and the cart as a pro forma.',
  whenToUse: ['In the client dashboard’s invoices tab (spec 2 §2.2).'],
  whenToUseSomethingElse: ['Every invoice, paged, with credit notes: InvoicesTable on /dashboard.', 'Ordering the cart: the order form, or "Demander un devis" while online ordering is closed.'],
  do: ['Say beside "Créer une facture depuis le panier" that it gives a pro forma: not numbered, nothing to pay, valid 30 days.'],
  dont: ['Never make the button issue an owed invoice: only the shop issues invoices, from an order (issue 22).'],
  content: ['Amounts TTC in euros the French way; dates as dd/mm/yyyy; the spec’s labels to the letter.'],
  accessibility: ['Each invoice is a list item named "Facture {numéro}"; its PDF button names the invoice; the busy button reads "Création...".'],
};
