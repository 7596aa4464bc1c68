import { isoDay } from '../format/date.ts';
import { formatEurosTTC } from '../format/numbers.ts';
import type { Facture, FactureStatus, InvoiceStats, InvoiceStatsPeriod } from '../schemas/facture.ts';
import { sumEuros } from './money.ts';
import { EMPTY_CART_ALERT } from './cartSidebar.ts';

/** The client dashboard lists the 5 latest invoices by invoice date (spec 2 §2.2, §7.1, §9). */
export const LATEST_FACTURES_COUNT = 5;
/** Statistics period asked by default (spec 2 §9). */
export const DEFAULT_INVOICE_STATS_PERIOD: InvoiceStatsPeriod = 'month';

/** Period names; the spec gives "Ce mois" for month (spec 2 §9), the others say the same of theirs. */
export const INVOICE_PERIOD_LABELS: Readonly<Record<InvoiceStatsPeriod, string>> = {
  week: 'Cette semaine',
  month: 'Ce mois',
  quarter: 'Ce trimestre',
  year: 'Cette année',
};

/** Invoice creation from the cart needs a signed-in user and a non-empty cart (spec 2 §5, §8). */
export const FACTURE_FROM_CART_ERRORS = {
  notSignedIn: 'Vous devez être connecté pour créer une facture',
  emptyCart: EMPTY_CART_ALERT,
} as const;

export function factureFromCartError(signedIn: boolean, cartLines: number): string | null {
  if (!signedIn) return FACTURE_FROM_CART_ERRORS.notSignedIn;
  return cartLines > 0 ? null : FACTURE_FROM_CART_ERRORS.emptyCart;
}

/**
 * A draft is the shop's working copy, not issued: its customer neither sees nor owes it, and it has
 * no PDF (issue 27: drafts were listed to customers, their PDF button answering 409).
 */
export const isShownToCustomer = (statut: FactureStatus): boolean => statut !== 'brouillon';

/** The 5 most recent invoices by invoice date, newest first (spec 2 §7.1: sort_by date, desc). */
export function latestFactures<F extends Pick<Facture, 'date_facture'>>(factures: readonly F[]): F[] {
  return [...factures]
    .sort((a, b) => Date.parse(b.date_facture) - Date.parse(a.date_facture))
    .slice(0, LATEST_FACTURES_COUNT);
}

// The Paris calendar key of a date for each period: two dates share a period when keys are equal.
function periodKey(date: string | Date, period: InvoiceStatsPeriod): string {
  const day = isoDay(date);
  const [year, month] = day.split('-').map(Number) as [number, number];
  switch (period) {
    case 'year':
      return `${year}`;
    case 'quarter':
      return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
    case 'month':
      return day.slice(0, 7);
    case 'week': {
      // Weeks start on Monday, as French calendars do.
      const midnight = new Date(`${day}T00:00:00Z`);
      midnight.setUTCDate(midnight.getUTCDate() - ((midnight.getUTCDay() + 6) % 7));
      return midnight.toISOString().slice(0, 10);
    }
  }
}

/**
 * The first Paris day (YYYY-MM-DD) of the period `now` falls in: an invoice dated before it is not
 * in `factureStats`'s period, so a store reads only the invoices dated from it.
 */
export function statsPeriodFirstDay(now: Date, period: InvoiceStatsPeriod): string {
  const key = periodKey(now, period);
  switch (period) {
    case 'year':
      return `${key}-01-01`;
    case 'quarter':
      return `${key.slice(0, 4)}-${String(Number(key.slice(6)) * 3 - 2).padStart(2, '0')}-01`;
    case 'month':
      return `${key}-01`;
    case 'week':
      return key;
  }
}

/**
 * Invoice statistics of the current period on Paris time (spec 2 §3.6): how many invoices, their
 * total including tax, how many are paid and how many are late. A cancelled invoice counts as
 * an invoice but adds nothing to the amount, since nothing is owed on it.
 */
export function factureStats(
  factures: readonly Pick<Facture, 'date_facture' | 'statut' | 'montant_ttc'>[],
  period: InvoiceStatsPeriod,
  now: Date,
): InvoiceStats {
  const current = periodKey(now, period);
  const inPeriod = factures.filter((facture) => periodKey(facture.date_facture, period) === current);
  const amount = sumEuros(
    inPeriod.filter((facture) => facture.statut !== 'annulee').map((facture) => facture.montant_ttc),
  );
  return {
    period,
    total_factures: inPeriod.length,
    montant_total_ttc: amount,
    payees: inPeriod.filter((facture) => facture.statut === 'payee').length,
    en_retard: inPeriod.filter((facture) => facture.statut === 'en_retard').length,
  };
}

/** "Reste: {amount}" beside an account invoice with something due, else null (spec 2 §2.3). */
export function amountDueLabel(amountDue: number): string | null {
  return amountDue > 0 ? `Reste: ${formatEurosTTC(amountDue)}` : null;
}

/** Longest payment terms an invoice may give: a year. Longer is a typing mistake, and beyond any date a PDF can print. */
export const PAYMENT_TERMS_MAX_DAYS = 365;

const TERMS_DAYS = /(\d+)\s*jours?/i;

/** The days of "30 jours"-style terms (spec 2 §7.1): 0 when the terms name none, null when over PAYMENT_TERMS_MAX_DAYS. */
export function paymentTermsDays(conditions: string): number | null {
  const days = Number(TERMS_DAYS.exec(conditions)?.[1] ?? 0);
  return days <= PAYMENT_TERMS_MAX_DAYS ? days : null;
}

/** Due date of an invoice dated `date` (YYYY-MM-DD) under its terms; terms without a number of days are due on the day. */
export function factureDueDate(date: string, conditions: string): string {
  const due = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  due.setUTCDate(due.getUTCDate() + (paymentTermsDays(conditions) ?? 0));
  return due.toISOString().slice(0, 10);
}

/**
 * An invoice's status on a given day: a sent invoice whose due date has passed (Paris calendar) is
 * late, and a late one whose due date was moved later is sent again. "En retard" is derived from
 * the due date, never trusted from what is stored; drafts, paid and cancelled invoices keep theirs.
 */
export function factureStatusOn<F extends Pick<Facture, 'statut' | 'date_echeance'>>(facture: F, now: Date): F['statut'] {
  if (facture.statut !== 'envoyee' && facture.statut !== 'en_retard') return facture.statut;
  if (!facture.date_echeance) return 'envoyee';
  return isoDay(facture.date_echeance) < isoDay(now) ? 'en_retard' : 'envoyee';
}

/**
 * The stored statuses of the invoices that may read as `statut` (`factureStatusOn`): a sent and a
 * late invoice become one another as days pass, the others read as stored. A store filters on
 * these, then each invoice is read on the day.
 */
export function storedStatutsReadingAs<S extends Facture['statut']>(statut: S): Facture['statut'][] {
  return statut === 'envoyee' || statut === 'en_retard' ? ['envoyee', 'en_retard'] : [statut];
}
