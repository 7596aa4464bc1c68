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
