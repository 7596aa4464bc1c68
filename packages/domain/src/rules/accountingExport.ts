import type { EInvoice } from './eInvoice.ts';
import { spreadsheetCell } from './spreadsheetCsv.ts';

/*
 * The accountant's exports of a period's invoices and credit notes (issue 24): the sales journal
 * as a French CSV, and the same entries as a FEC file (Fichier des écritures comptables, article
 * A47 A-1 of the Livre des procédures fiscales). Amounts in cents until printed; a credit note
 * counts negative in the journal and is booked the other way in the FEC.
 */

/** A document of the period as the exports read it: the issued e-invoice, its client, what is paid and due now. */
export interface SalesDocument {
  einvoice: EInvoice;
  clientId: number;
  paidCents: number;
  dueCents: number;
}

/** The accounts the sales are booked to (French chart of accounts, PCG); docs/decisions/073. */
export const SALES_ACCOUNTS = {
  clients: { prefix: '411', label: 'Clients' },
  sales: { number: '707000', label: 'Ventes de marchandises' },
  contribution: { number: '708500', label: 'Contribution sécurité et environnement' },
  vat: { number: '445710', label: 'TVA collectée' },
} as const;

export const SALES_JOURNAL = { code: 'VE', label: 'Ventes' } as const;

/** A client's code in the books: C and its id on 5 digits (C00022); its account is 411 and that code. */
export const clientCode = (clientId: number): string => `C${String(clientId).padStart(5, '0')}`;

/** Cents with a decimal comma and no thousands separator: what spreadsheets and FEC readers take. */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const isCredit = (document: SalesDocument) => document.einvoice.typeCode === '381';
const signed = (document: SalesDocument, cents: number) => (isCredit(document) ? -cents : cents);

export const SALES_JOURNAL_HEADER = ['Numéro', 'Type', 'Date', 'Client', 'SIREN', 'Total HT', 'Contribution', 'TVA', 'Total TTC', 'Réglé', 'Reste dû'] as const;

/** The sales journal: one line per invoice and credit note, semicolons, French decimals, credit notes negative. */
export function salesJournalCsv(documents: readonly SalesDocument[]): string {
  const rows = documents.map((document) => {
    const { einvoice } = document;
    const { totals } = einvoice;
    return [
      einvoice.number,
      isCredit(document) ? 'Avoir' : 'Facture',
      einvoice.issueDate.split('-').reverse().join('/'),
      einvoice.buyer.name,
      einvoice.buyer.siren ?? '',
      decimalComma(signed(document, totals.totalHTCents)),
      decimalComma(signed(document, totals.contributionCents)),
      decimalComma(signed(document, totals.vatCents)),
      decimalComma(signed(document, totals.totalTTCCents)),
      decimalComma(document.paidCents),
      decimalComma(document.dueCents),
    ];
  });
  // Each cell as every spreadsheet export writes it: quoted where needed, a formula read as text (issue 27: a company named `=HYPERLINK(…)`).
  return [SALES_JOURNAL_HEADER, ...rows].map((row) => row.map(spreadsheetCell).join(';')).join('\r\n') + '\r\n';
}

export const FEC_COLUMNS = [
  'JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef',
  'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise',
] as const;

/** One FEC line, before printing: the account, its label, the amount on the debit (positive) or credit (negative) side. */
interface Posting {
  account: string;
  label: string;
  auxiliary?: { code: string; name: string };
  /** Debit when positive, credit when negative, in cents. */
  cents: number;
}

/** The postings of a document: client TTC on the debit side, sales HT, contribution and VAT on the credit side; a credit note the other way. */
export function postingsOf(document: SalesDocument): Posting[] {
  const { totals, buyer } = document.einvoice;
  const way = isCredit(document) ? -1 : 1;
  const code = clientCode(document.clientId);
  const postings: Posting[] = [
    { account: `${SALES_ACCOUNTS.clients.prefix}${code}`, label: SALES_ACCOUNTS.clients.label, auxiliary: { code, name: buyer.name }, cents: way * totals.totalTTCCents },
    { account: SALES_ACCOUNTS.sales.number, label: SALES_ACCOUNTS.sales.label, cents: -way * totals.totalHTCents },
    { account: SALES_ACCOUNTS.contribution.number, label: SALES_ACCOUNTS.contribution.label, cents: -way * totals.contributionCents },
    { account: SALES_ACCOUNTS.vat.number, label: SALES_ACCOUNTS.vat.label, cents: -way * totals.vatCents },
  ];
  return postings.filter((posting) => posting.cents !== 0);
}

const fecDate = (day: string) => day.slice(0, 10).replace(/-/g, '');
/** FEC fields are tab-separated: a tab or line break inside a label would shift the columns. */
const fecText = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** The FEC file of the documents: the 18 columns, a tab between them, one entry (EcritureNum) per document, each balanced. */
export function fecFile(documents: readonly SalesDocument[]): string {
  const lines: string[][] = [];
  for (const [index, document] of documents.entries()) {
    const { einvoice } = document;
    const date = fecDate(einvoice.issueDate);
    const entry = `${SALES_JOURNAL.code}${String(index + 1).padStart(6, '0')}`;
    const label = `${isCredit(document) ? 'Avoir' : 'Facture'} ${einvoice.number} ${einvoice.buyer.name}`;
    for (const posting of postingsOf(document)) {
      lines.push([
        SALES_JOURNAL.code,
        SALES_JOURNAL.label,
        entry,
        date,
        posting.account,
        posting.label,
        posting.auxiliary?.code ?? '',
        posting.auxiliary?.name ?? '',
        einvoice.number,
        date,
        label,
        decimalComma(Math.max(posting.cents, 0)),
        decimalComma(Math.max(-posting.cents, 0)),
        '',
        '',
        date,
        '',
        '',
      ].map(fecText));
    }
  }
  return [FEC_COLUMNS, ...lines].map((line) => line.join('\t')).join('\r\n') + '\r\n';
}
