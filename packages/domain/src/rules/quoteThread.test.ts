import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '../schemas/quote.ts';
import type { QuoteMessage } from '../schemas/quoteThread.ts';
import { canWriteOnQuote, QUOTE_THREAD_MESSAGES, quoteAfterAnswer, quoteAnswerRefusal, quoteMessageLabel, quoteThreadMessages } from './quoteThread.ts';

const quote = (status: QuoteRequest['status'], message?: string): QuoteRequest => ({
  id: 'q1',
  userId: '1',
  items: [],
  status,
  ...(message ? { message } : {}),
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
});

describe('the customer answers a sent quote (issue 22)', () => {
  it('asking a change sends it back to "En cours de traitement", and moves its version', () => {
    const now = new Date('2026-12-02T10:00:00.000Z');
    expect(quoteAnswerRefusal(quote('quoted'), 'change')).toBeUndefined();
    expect(quoteAfterAnswer(quote('quoted'), 'change', now)).toMatchObject({ status: 'processing', updatedAt: now.toISOString() });
  });

  it('refusing makes it "Refusé"', () => {
    expect(quoteAnswerRefusal(quote('quoted'), 'refuse')).toBeUndefined();
    expect(quoteAnswerRefusal(quote('approved'), 'refuse')).toBeUndefined();
    expect(quoteAfterAnswer(quote('quoted'), 'refuse', new Date()).status).toBe('rejected');
  });

  it('answers only a quote that was sent: not one pending, being priced, accepted, refused or cancelled', () => {
    for (const status of ['pending', 'processing', 'accepted', 'rejected', 'cancelled'] as const) {
      expect(quoteAnswerRefusal(quote(status), 'change')).toBe(QUOTE_THREAD_MESSAGES.notSent);
      expect(quoteAnswerRefusal(quote(status), 'refuse')).toBe(QUOTE_THREAD_MESSAGES.notSent);
    }
  });
});

describe('the thread', () => {
  const stored: QuoteMessage[] = [
    { id: 'm2', quoteId: 'q1', author: 'customer', authorName: 'Durand', kind: 'change', text: 'Plutôt 60', createdAt: '2026-12-01T11:00:00.000Z' },
    { id: 'm1', quoteId: 'q1', author: 'staff', authorName: 'admin', kind: 'offer', text: 'Voici', version: 1, createdAt: '2026-12-01T10:00:00.000Z' },
  ];

  it("opens with the customer's request message, then the messages oldest first", () => {
    expect(quoteThreadMessages(quote('quoted', 'Livraison avant Noël'), 'Durand', stored).map((m) => [m.kind, m.text])).toEqual([
      ['request', 'Livraison avant Noël'],
      ['offer', 'Voici'],
      ['change', 'Plutôt 60'],
    ]);
  });

  it('has no request message when the customer wrote none', () => {
    expect(quoteThreadMessages(quote('quoted'), 'Durand', []).length).toBe(0);
  });

  it('takes messages until the customer cancels the quote', () => {
    expect(canWriteOnQuote(quote('rejected'))).toBe(true);
    expect(canWriteOnQuote(quote('cancelled'))).toBe(false);
  });
});

describe('quoteMessageLabel', () => {
  it('says what each kind of message is', () => {
    expect(quoteMessageLabel({ kind: 'change' })).toBe('Demande de modification');
    expect(quoteMessageLabel({ kind: 'refusal' })).toBe('Motif du refus');
    expect(quoteMessageLabel({ kind: 'offer', version: 2 })).toBe('Envoyé avec la version 2');
    expect(quoteMessageLabel({ kind: 'message' })).toBeUndefined();
  });
});
