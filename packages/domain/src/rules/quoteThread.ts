import type { QuoteOffer } from '../schemas/quoteOffer.ts';
import type { QuoteRequest, QuoteStatus } from '../schemas/quote.ts';
import type { QuoteMessage, QuoteVersion } from '../schemas/quoteThread.ts';

/* A quote's thread (issue 22): the customer and staff write on it; the customer asks a change, refuses or accepts. */

/** What the customer answers a sent quote, besides accepting it. */
export type QuoteAnswer = 'change' | 'refuse';

export const QUOTE_THREAD_MESSAGES = {
  notSent: 'Seul un devis envoyé peut être modifié ou refusé',
  closed: 'Ce devis est clos : plus aucun message ne peut y être ajouté',
} as const;

/** The status a quote takes on each answer: a change sends it back to staff, a refusal closes it. */
const STATUS_AFTER: Readonly<Record<QuoteAnswer, QuoteStatus>> = { change: 'processing', refuse: 'rejected' };

/** Why the customer may not give that answer now, or undefined: only a sent (or approved) quote is answered. */
export function quoteAnswerRefusal(quote: Pick<QuoteRequest, 'status'>, answer: QuoteAnswer): string | undefined {
  const answerable = answer === 'change' ? quote.status === 'quoted' : quote.status === 'quoted' || quote.status === 'approved';
  return answerable ? undefined : QUOTE_THREAD_MESSAGES.notSent;
}

/** The quote after the customer's answer; `updatedAt` moves so a staff member editing it is told it changed. */
export function quoteAfterAnswer(quote: QuoteRequest, answer: QuoteAnswer, now: Date): QuoteRequest {
  return { ...quote, status: STATUS_AFTER[answer], updatedAt: now.toISOString() };
}

/** Messages are written while the quote is alive: not on one cancelled by its customer. */
export function canWriteOnQuote(quote: Pick<QuoteRequest, 'status'>): boolean {
  return quote.status !== 'cancelled';
}

/**
 * The thread as both sides read it, oldest first: the customer's request message (stored on the
 * request itself) opens it, then the stored messages.
 */
export function quoteThreadMessages(quote: Pick<QuoteRequest, 'id' | 'message' | 'createdAt'>, customerName: string, stored: readonly QuoteMessage[]): QuoteMessage[] {
  const request: QuoteMessage[] = quote.message
    ? [{ id: `${quote.id}-request`, quoteId: quote.id, author: 'customer', authorName: customerName, kind: 'request', text: quote.message, createdAt: quote.createdAt }]
    : [];
  return [...request, ...[...stored].sort((a, b) => a.createdAt.localeCompare(b.createdAt))];
}

/** A sent version as listed beside the thread. */
export function quoteVersionOf(offer: QuoteOffer): QuoteVersion {
  return { version: offer.version, sentAt: offer.sentAt, sentBy: offer.sentBy, validUntil: offer.validUntil, totalHT: offer.totalHT, totalTTC: offer.totalTTC };
}

/** What a message is, said above it: "Demande de modification", "Envoyé avec la version 2"…; a plain message says nothing. */
export function quoteMessageLabel(message: Pick<QuoteMessage, 'kind' | 'version'>): string | undefined {
  switch (message.kind) {
    case 'request':
      return 'Message de la demande';
    case 'change':
      return 'Demande de modification';
    case 'refusal':
      return 'Motif du refus';
    case 'offer':
      return `Envoyé avec la version ${message.version ?? ''}`.trim();
    case 'message':
      return undefined;
  }
}
