import { randomUUID } from 'node:crypto';
import { quoteThreadMessages, quoteVersionOf } from '@otech/domain';
import type { QuoteMessage, QuoteMessageKind, QuoteRequest, QuoteThread } from '@otech/domain';
import type { Response } from 'express';
import type { Database } from '../db/database.ts';
import { quoteMessagesOf, quoteVersionPdf, quoteVersionsOf } from '../db/quoteThread.ts';
import { notFound } from '../http/errors.ts';

/* What the customer's and the staff's quote routes share: the thread as read, a new message, a version's PDF. */

const QUOTE_VERSION_NOT_FOUND = 'Version de devis introuvable';

/** The thread of a quote as both sides read it: the request message first, then the stored messages; the versions sent. */
export async function quoteThreadOf(db: Database, quote: QuoteRequest, customerName: string): Promise<QuoteThread> {
  const [messages, versions] = await Promise.all([quoteMessagesOf(db, quote.id), quoteVersionsOf(db, quote.id)]);
  return { messages: quoteThreadMessages(quote, customerName, messages), versions: versions.map(quoteVersionOf) };
}

export function newQuoteMessage(quoteId: string, author: QuoteMessage['author'], authorName: string, kind: QuoteMessageKind, text: string, now: Date, version?: number): QuoteMessage {
  return { id: randomUUID(), quoteId, author, authorName, kind, text, ...(version === undefined ? {} : { version }), createdAt: now.toISOString() };
}

/** Sends the PDF of a version as the customer received it; an unknown version answers 404. */
export async function sendQuoteVersionPdf(db: Database, res: Response, quoteId: string, versionParam: string | undefined): Promise<void> {
  const version = Number(versionParam);
  const pdf = Number.isInteger(version) && version > 0 ? await quoteVersionPdf(db, quoteId, version) : undefined;
  if (!pdf) throw notFound(QUOTE_VERSION_NOT_FOUND);
  res.type('application/pdf').attachment(pdf.filename).send(pdf.content);
}
