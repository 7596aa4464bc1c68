import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { displayOf, UNKNOWN_STATUS_ICON, type StatusDisplay } from './display.ts';
import { FACTURE_STATUS_DISPLAY } from './factureStatus.ts';

/**
 * Account-dashboard invoice statuses (spec 2 §4): paid has the payment icon and the success
 * colour, overdue the warning icon and the error colour; draft and sent are not styled (info
 * icon, no colour). The labels are the invoices service's words for the same states.
 */
export const INVOICE_STATUS_DISPLAY: Readonly<Record<InvoiceStatus, StatusDisplay>> = {
  draft: { label: FACTURE_STATUS_DISPLAY.brouillon.label, tone: 'neutral', icon: UNKNOWN_STATUS_ICON },
  sent: { label: FACTURE_STATUS_DISPLAY.envoyee.label, tone: 'neutral', icon: UNKNOWN_STATUS_ICON },
  paid: FACTURE_STATUS_DISPLAY.payee,
  overdue: FACTURE_STATUS_DISPLAY.en_retard,
};

/** Invoice chip of the account dashboard, labelled with the invoice's statusLabel when given. */
export function invoiceStatusDisplay(status: string, statusLabel?: string): StatusDisplay {
  const display = displayOf(INVOICE_STATUS_DISPLAY, status);
  return statusLabel ? { ...display, label: statusLabel } : display;
}
