import * as v from 'valibot';
import { isCalendarDate } from '../limits.ts';
import { INVOICES_EXPORT_FORMATS, INVOICES_EXPORT_MESSAGES } from '../schemas/invoicesExport.ts';
import type { InvoicesExportFormat, InvoicesExportQuery, InvoicesPeriodQuery } from '../schemas/invoicesExport.ts';

/** The accountant's export form of /admin/factures (issue 24): a period and a format. */
export const INVOICES_EXPORT_FORM_MESSAGES = {
  dateRequired: 'Date requise',
  dateInvalid: 'Date invalide',
  ...INVOICES_EXPORT_MESSAGES,
} as const;

export const INVOICES_EXPORT_FORMAT_LABELS: Readonly<Record<InvoicesExportFormat, string>> = {
  csv: 'Journal des ventes (CSV)',
  fec: 'Fichier des écritures comptables (FEC)',
  zip: 'Fichiers Factur-X (ZIP)',
};

export interface InvoicesExportFormValues {
  from: string;
  to: string;
  format: InvoicesExportFormat;
}

const day = v.pipe(
  v.string(),
  v.nonEmpty(INVOICES_EXPORT_FORM_MESSAGES.dateRequired),
  v.check((date) => date === '' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date)), INVOICES_EXPORT_FORM_MESSAGES.dateInvalid),
);

export const invoicesExportFormSchema = v.pipe(
  v.object({ from: day, to: day, format: v.picklist(INVOICES_EXPORT_FORMATS) }),
  v.forward(v.check((values) => values.from <= values.to, INVOICES_EXPORT_FORM_MESSAGES.order), ['to']),
) satisfies v.GenericSchema<InvoicesExportFormValues, InvoicesExportQuery>;

/** The form as it opens: the month of `today` so far, as a sales journal. */
export function invoicesExportFormDefaults(today: string): InvoicesExportFormValues {
  return { from: `${today.slice(0, 7)}-01`, to: today, format: 'csv' };
}

/** The period of a customer's ZIP of Factur-X files, from their invoices tab (issue 24). */
export const invoicesPeriodFormSchema = v.pipe(
  v.object({ from: day, to: day }),
  v.forward(v.check((values) => values.from <= values.to, INVOICES_EXPORT_FORM_MESSAGES.order), ['to']),
) satisfies v.GenericSchema<InvoicesPeriodQuery, InvoicesPeriodQuery>;

/** The customer's period as it opens: the year of `today` so far. */
export function invoicesPeriodFormDefaults(today: string): InvoicesPeriodQuery {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
