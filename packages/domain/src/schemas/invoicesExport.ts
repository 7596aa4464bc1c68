import * as v from 'valibot';
import { isoDate } from './fields.ts';

/** What the accountant's export of invoices and credit notes may be (issue 24). */
export const INVOICES_EXPORT_FORMATS = ['csv', 'fec', 'zip'] as const;
export type InvoicesExportFormat = (typeof INVOICES_EXPORT_FORMATS)[number];

export const INVOICES_EXPORT_MESSAGES = {
  order: 'La date de fin doit suivre la date de début',
  tooMany: (count: number, max: number) => `Cette période compte ${count} documents : choisissez une période plus courte (${max} au plus par archive).`,
} as const;

/** Most Factur-X files in one customer's ZIP: each is a PDF of up to a few hundred kilobytes held in memory. */
export const CUSTOMER_ZIP_MAX_DOCUMENTS = 500;

/** GET /admin/exports/invoices and `otech export invoices`: the period (both days included) and the format. */
export const InvoicesExportQuerySchema = v.pipe(
  v.object({
    from: isoDate,
    to: isoDate,
    format: v.optional(v.picklist(INVOICES_EXPORT_FORMATS), 'csv'),
  }),
  v.forward(v.check((query) => query.from <= query.to, INVOICES_EXPORT_MESSAGES.order), ['to']),
);
export type InvoicesExportQuery = v.InferOutput<typeof InvoicesExportQuerySchema>;

/** GET /client-dashboard/invoice-files: a customer's period (both days included) for the ZIP of their Factur-X files. */
export const InvoicesPeriodQuerySchema = v.pipe(
  v.object({ from: isoDate, to: isoDate }),
  v.forward(v.check((query) => query.from <= query.to, INVOICES_EXPORT_MESSAGES.order), ['to']),
);
export type InvoicesPeriodQuery = v.InferOutput<typeof InvoicesPeriodQuerySchema>;
