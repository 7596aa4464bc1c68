import type { FactureStatus } from '../../schemas/facture.ts';
import { displayOf, type StatusDisplay } from './display.ts';

/** Shown for a status outside the list (spec 2 §4). */
export const UNKNOWN_FACTURE_STATUS_LABEL = 'Inconnu';

/**
 * Statuses of the invoices service with the spec's labels (spec 2 §4). Colours and icons are
 * not given for this list; they follow the account invoices' (paid success, overdue error).
 */
export const FACTURE_STATUS_DISPLAY: Readonly<Record<FactureStatus, StatusDisplay>> = {
  brouillon: { label: 'Brouillon', tone: 'neutral', icon: 'FilePen' },
  envoyee: { label: 'Envoyée', tone: 'info', icon: 'Send' },
  payee: { label: 'Payée', tone: 'success', icon: 'CreditCard' },
  en_retard: { label: 'En retard', tone: 'error', icon: 'TriangleAlert' },
  annulee: { label: 'Annulée', tone: 'neutral', icon: 'CircleX' },
};

export function factureStatusDisplay(status: string): StatusDisplay {
  return displayOf(FACTURE_STATUS_DISPLAY, status, UNKNOWN_FACTURE_STATUS_LABEL);
}
