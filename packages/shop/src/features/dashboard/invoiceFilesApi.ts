import type { AccountCreditNote, InvoicesPeriodQuery } from '@otech/domain';
import { apiFile } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

// The customer's Factur-X files (issue 24): a credit note of one of their invoices, and their ZIP of a period.

/** Saves a credit note's Factur-X PDF under its number. */
export async function downloadCreditNote(note: Pick<AccountCreditNote, 'downloadUrl' | 'number'>) {
  saveFile(await apiFile(note.downloadUrl.replace(/^\/api/, '')), `${note.number}.pdf`);
}

/** Saves the ZIP of the customer's invoices and credit notes issued in the period. */
export async function downloadInvoiceFiles(period: InvoicesPeriodQuery) {
  const search = new URLSearchParams({ from: period.from, to: period.to });
  saveFile(await apiFile(`/client-dashboard/invoice-files?${search.toString()}`), `factur-x_${period.from}_${period.to}.zip`);
}
