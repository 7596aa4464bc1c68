import type { QuoteRequest, QuoteStatus } from '../schemas/quote.ts';
import { unitPrice } from './cart.ts';
import { documentTotals } from './documentTotals.ts';
import { toCents } from './money.ts';
import { displayOf, type StatusDisplay } from './statuses/display.ts';

/** Rows per page of /admin/devis and /admin/messages (the spec gives none; 20 fits a staff screen). */
export const SALES_INBOX_PAGE_SIZE = 20;
/** Longest search text of the two inboxes. */
export const SALES_INBOX_SEARCH_MAX = 100;

/**
 * "À traiter" (issue 22): the quote requests staff still owe an answer to, the shop promising one
 * within 24 hours (spec 2): those just received ("En attente") and those being priced, or sent
 * back by the customer for a change ("En cours de traitement").
 */
export const QUOTE_STATUSES_TO_PROCESS: readonly QuoteStatus[] = ['pending', 'processing'];

export function isQuoteToProcess(status: QuoteStatus): boolean {
  return QUOTE_STATUSES_TO_PROCESS.includes(status);
}

/** A contact request as staff handle it: new, opened ("Lu"), answered ("Répondu"). */
export const CONTACT_REQUEST_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export const CONTACT_REQUEST_STATUS_DISPLAY: Readonly<Record<ContactRequestStatus, StatusDisplay>> = {
  new: { label: 'Nouveau', tone: 'warning', icon: 'Mail' },
  read: { label: 'Lu', tone: 'info', icon: 'MailOpen' },
  answered: { label: 'Répondu', tone: 'success', icon: 'CircleCheck' },
};

export function contactRequestStatusDisplay(status: string): StatusDisplay {
  return displayOf(CONTACT_REQUEST_STATUS_DISPLAY, status);
}

/** The counts beside "Devis" and "Messages" in the toolbar and on the dashboard. */
export interface SalesInboxCounts {
  /** Quote requests "À traiter" (QUOTE_STATUSES_TO_PROCESS). */
  quotesToProcess: number;
  /** Contact requests not opened yet. */
  newMessages: number;
}

/** The badge of a count: nothing at 0, "99+" beyond 99 so the toolbar keeps its width. */
export function inboxBadge(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}

/**
 * The totals of the lines a customer asked for, at the price each line carries (the public price
 * until the terms-of-trade price lands): the sales documents' one rule, `documentTotals`.
 */
export function requestedTotals(quote: Pick<QuoteRequest, 'items'>): ReturnType<typeof documentTotals> {
  return documentTotals(quote.items.map((item) => ({ unitPriceCents: toCents(unitPrice(item)), quantity: item.quantity })));
}

/** Snackbars of /admin/messages; the spec words none, so these say what happened. */
export const SALES_INBOX_SNACKBARS = {
  messageUpdated: { message: 'Message mis à jour', tone: 'success', durationMs: 3000 },
  messageUpdateFailed: { message: 'Erreur lors de la mise à jour du message', tone: 'error', durationMs: 5000 },
} as const;
