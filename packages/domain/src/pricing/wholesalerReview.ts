import { isoDay } from '../format/date.ts';
import { formatEurosHT } from '../format/numbers.ts';
import { fromCents, toCents } from '../rules/money.ts';
import { PRICE_LIST_NAMES } from './priceLists.ts';
import type { PriceListId } from './priceLists.ts';

/*
 * The wholesaler clause of the terms of sale (spec 2 §2.6, issue 21): "a minimum average monthly
 * turnover of 100 euros over 12 months is required, otherwise there is an automatic switch to the
 * standard professional price list". Which months and invoices count: decision record 150.
 */

/** The clause's minimum average monthly turnover, HT, in cents. */
export const WHOLESALER_MINIMUM_MONTHLY_CENTS = 10_000;
/** Months the average is taken over. */
export const WHOLESALER_REVIEW_MONTHS = 12;
/** The list the clause reviews, and the one a client below the minimum moves to. */
export const REVIEWED_LIST: PriceListId = 'revendeur';
export const FALLBACK_LIST: PriceListId = 'professionnel';

/** Invoice statuses that are turnover: issued and not cancelled (a draft is not issued). */
const TURNOVER_STATUSES: ReadonlySet<string> = new Set(['envoyee', 'payee', 'en_retard']);

/** What the review reads of an invoice. */
export interface ReviewedInvoice {
  date_facture: string;
  statut: string;
  montant_ht: number;
}

/** The 12 whole calendar months before the review's month (Paris calendar): first and last day, YYYY-MM-DD. */
export function reviewPeriod(now: Date): { from: string; to: string } {
  const [year, month] = isoDay(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - WHOLESALER_REVIEW_MONTHS, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The review's month, YYYY-MM: one review per month, whoever runs it. */
export const reviewMonth = (now: Date): string => isoDay(now).slice(0, 7);

/** A client's average monthly turnover HT over the period, in cents rounded half up. */
export function averageMonthlyTurnoverCents(invoices: readonly ReviewedInvoice[], period: { from: string; to: string }): number {
  const totalCents = invoices
    .filter((invoice) => TURNOVER_STATUSES.has(invoice.statut))
    .filter((invoice) => invoice.date_facture.slice(0, 10) >= period.from && invoice.date_facture.slice(0, 10) <= period.to)
    .reduce((sum, invoice) => sum + toCents(invoice.montant_ht), 0);
  return Math.floor((totalCents + WHOLESALER_REVIEW_MONTHS / 2) / WHOLESALER_REVIEW_MONTHS);
}

export interface ReviewedClient {
  id: number;
  name: string;
  listId: PriceListId;
  /** Staff exempted the client from the clause. */
  exempt: boolean;
  invoices: readonly ReviewedInvoice[];
}

export type ReviewOutcome = 'moves' | 'stays' | 'exempt';

export interface ReviewLine {
  clientId: number;
  name: string;
  averageMonthlyCents: number;
  outcome: ReviewOutcome;
}

/** Each client of the Revendeur / Grossiste list with its figure and what the clause does to it; other lists are not reviewed. */
export function wholesalerReview(clients: readonly ReviewedClient[], now: Date): ReviewLine[] {
  const period = reviewPeriod(now);
  return clients
    .filter((client) => client.listId === REVIEWED_LIST)
    .map((client) => {
      const averageMonthlyCents = averageMonthlyTurnoverCents(client.invoices, period);
      const outcome: ReviewOutcome = client.exempt ? 'exempt' : averageMonthlyCents < WHOLESALER_MINIMUM_MONTHLY_CENTS ? 'moves' : 'stays';
      return { clientId: client.id, name: client.name, averageMonthlyCents, outcome };
    });
}

/** What a moved client reads in their notifications: why their prices changed. */
export function wholesalerReviewNotification(averageMonthlyCents: number) {
  return {
    type: 'account',
    title: `Vos prix suivent désormais le tarif ${PRICE_LIST_NAMES[FALLBACK_LIST]}`,
    message:
      `Votre chiffre d'affaires mensuel moyen sur les ${WHOLESALER_REVIEW_MONTHS} derniers mois est de ${formatEurosHT(fromCents(averageMonthlyCents))}, ` +
      `sous le minimum de ${formatEurosHT(fromCents(WHOLESALER_MINIMUM_MONTHLY_CENTS))} que nos conditions générales de vente demandent pour le tarif ${PRICE_LIST_NAMES[REVIEWED_LIST]}. ` +
      `Vous passez donc au tarif ${PRICE_LIST_NAMES[FALLBACK_LIST]}.`,
  };
}
