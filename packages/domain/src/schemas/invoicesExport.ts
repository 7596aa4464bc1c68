import * as v from 'valibot';
import { isoDate } from './fields.ts';

/** What the accountant's export of invoices and credit notes may be (issue 24). */
export const INVOICES_EXPORT_FORMATS = ['csv', 'fec', 'zip'] as const;
export type InvoicesExportFormat = (typeof INVOICES_EXPORT_FORMATS)[number];

export const INVOICES_EXPORT_MESSAGES = {
  order: 'La date de fin doit suivre la date de début',
} as const;

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
