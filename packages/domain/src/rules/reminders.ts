import { formatEuros } from '../format/numbers.ts';
import { formatDate, isoDay } from '../format/date.ts';
import type { Facture, FacturePaiement } from '../schemas/facture.ts';
import type { OverdueInvoice, Reminder, ReminderLevel } from '../schemas/reminder.ts';
import { dashboardTabHref } from './dashboardTabs.ts';
import { factureStatusOn } from './factures.ts';
import { fromCents, invoicePayment, toCents } from './money.ts';

export const REMINDER_LEVEL_LABELS: Readonly<Record<ReminderLevel, string>> = {
  1: 'Relance amiable',
  2: 'Deuxième relance',
  3: 'Mise en demeure',
};

/** Whole calendar days (Paris) from the due date to `now`; 0 on the due date itself and before. */
export function daysLate(dueDate: string, now: Date): number {
  const days = (Date.parse(`${isoDay(now)}T00:00:00Z`) - Date.parse(`${isoDay(dueDate)}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days));
}

/** The level of the next reminder: one above the last sent, never above the formal notice. */
export function nextReminderLevel(sent: readonly Pick<Reminder, 'level'>[]): ReminderLevel {
  const highest = sent.reduce((max, reminder) => Math.max(max, reminder.level), 0);
  return Math.min(highest + 1, 3) as ReminderLevel;
}

/**
 * Oldest reminder first. The level comes first: it is decided on the reminders already stored, so
 * it never goes down in the order sent, whereas two API processes' clocks may disagree.
 */
function sentFirst(a: Reminder, b: Reminder): number {
  return a.level - b.level || Date.parse(a.date_relance) - Date.parse(b.date_relance);
}

type StoredInvoice = Pick<Facture, 'id' | 'numero_facture' | 'statut' | 'client_nom' | 'date_facture' | 'date_echeance' | 'montant_ttc'> & {
  client_id: number;
  paiements: FacturePaiement[];
};

/**
 * An invoice already known to be overdue as a reminder list shows it: its days late on `now`, its
 * reminders oldest first, the next level, and what is still due as the caller read it (cents), so
 * that a list and its total read it from one place (/admin/relances: the stored amount settled).
 * Never drops the invoice: choosing which are overdue is the caller's.
 */
export function overdueInvoiceView(facture: StoredInvoice & { date_echeance: string }, dueCents: number, reminders: readonly Reminder[], now: Date): OverdueInvoice {
  const relances = reminders.filter((reminder) => reminder.factureId === facture.id).sort(sentFirst);
  return {
    ...facture,
    statut: 'en_retard',
    reste_du: fromCents(dueCents),
    jours_retard: daysLate(facture.date_echeance, now),
    relances,
    prochain_niveau: nextReminderLevel(relances),
  };
}

/**
 * The invoices to chase on `now`: late by their due date (a sent invoice past it, whatever was
 * stored) with something still due, the latest first, each with its reminders oldest first.
 */
export function overdueInvoices(factures: readonly StoredInvoice[], reminders: readonly Reminder[], now: Date): OverdueInvoice[] {
  return factures
    .flatMap((facture) => {
      const due = facture.date_echeance;
      if (!due || factureStatusOn(facture, now) !== 'en_retard') return [];
      const { due: resteDu } = invoicePayment(facture.montant_ttc, facture.paiements);
      if (resteDu === 0) return [];
      return [overdueInvoiceView({ ...facture, date_echeance: due }, toCents(resteDu), reminders, now)];
    })
    .sort((a, b) => b.jours_retard - a.jours_retard || a.numero_facture.localeCompare(b.numero_facture, 'fr', { numeric: true }));
}

/** What the customer reads in their notifications when a reminder is sent, with a link to their invoices. */
export function reminderNotification(invoice: Pick<OverdueInvoice, 'numero_facture' | 'reste_du' | 'date_echeance'>, level: ReminderLevel) {
  return {
    type: 'invoice',
    title: `${REMINDER_LEVEL_LABELS[level]} : facture ${invoice.numero_facture}`,
    message: `Votre facture ${invoice.numero_facture} était due le ${formatDate(invoice.date_echeance)}. Il reste ${formatEuros(invoice.reste_du)} à régler.`,
    actionUrl: dashboardTabHref('billing'),
    actionLabel: 'Voir mes factures',
  };
}
