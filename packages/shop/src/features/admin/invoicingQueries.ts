import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './queries.ts';
import { fetchCreditableLines, fetchCreditNotes } from './invoicingApi.ts';

/** The cached queries of an invoice's credit notes, under the billing keys a payment or a credit note refreshes. */
const creditNoteKeys = {
  ofInvoice: (invoiceId: string) => [...adminKeys.billing(), 'credit-notes', invoiceId] as const,
  lines: (invoiceId: string) => [...creditNoteKeys.ofInvoice(invoiceId), 'lines'] as const,
  issued: (invoiceId: string) => [...creditNoteKeys.ofInvoice(invoiceId), 'issued'] as const,
};

export const creditableLinesQuery = (invoiceId: string) => queryOptions({ queryKey: creditNoteKeys.lines(invoiceId), queryFn: ({ signal }) => fetchCreditableLines(invoiceId, signal) });

export const creditNotesQuery = (invoiceId: string) => queryOptions({ queryKey: creditNoteKeys.issued(invoiceId), queryFn: ({ signal }) => fetchCreditNotes(invoiceId, signal) });
