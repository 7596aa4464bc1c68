import { invoicePayment, storedClientSearchText } from '@otech/domain';
import type { Client, Nomenclature, QuoteMessage, QuoteOffer, QuoteRequest, Referencement, Reminder } from '@otech/domain';
import type { OwnedRecord } from '../database.ts';
import { readOrder, readStoredFacture } from '../../records/storedRecords.ts';

/*
 * The rows of the customers' records, one builder per table, used by the seed and by every write of
 * src/db alike. The queried columns are taken from the record read through the schema the routes read
 * it with (src/routes/dashboard/records.ts), so a column never says other than its record.
 */

const json = (value: unknown) => JSON.stringify(value);

/** A client's columns; `search_text` is what the administration's client search runs on (migration 0009). */
export const clientRow = (client: Client) => ({ id: client.id, email: client.email, pseudo: client.pseudo, search_text: storedClientSearchText(client), record: json(client) });

export const ownedRow = (record: OwnedRecord) => ({ id: record.id, client_id: record.clientId, record: json(record) });

export function orderRow(record: OwnedRecord) {
  const order = readOrder(record, undefined);
  return {
    ...ownedRow(record),
    // The number as stored: readOrder's stand-in (the id) is for showing an order, not for numbering the next ones.
    order_number: typeof record['orderNumber'] === 'string' ? record['orderNumber'].trim() : null,
    order_date: order.orderDate,
    status: order.status,
    payment_status: order.paymentStatus,
    shipping_status: order.shippingStatus,
    total_amount: order.totalAmount,
  };
}

export function factureRow(record: OwnedRecord) {
  const facture = readStoredFacture(record);
  return {
    ...ownedRow(record),
    numero_facture: facture.numero_facture || record.id,
    date_facture: facture.date_facture,
    statut: facture.statut,
    montant_ttc: facture.montant_ttc,
    date_echeance: facture.date_echeance ?? null,
    montant_regle: invoicePayment(facture.montant_ttc, facture.paiements).paid,
  };
}

export const addressRow = (record: OwnedRecord) => ({ ...ownedRow(record), is_default: record['isDefault'] === true });

export const favouriteRow = (record: OwnedRecord) => ({ ...ownedRow(record), product_id: typeof record['productId'] === 'string' ? record['productId'] : null });

export const quoteRow = (quote: QuoteRequest) => ({ id: quote.id, client_id: Number(quote.userId), status: quote.status, created_at: quote.createdAt, record: json(quote) });

export const reminderRow = (reminder: Reminder) => ({
  id: reminder.id,
  facture_id: reminder.factureId,
  client_id: reminder.clientId,
  level: reminder.level,
  date_relance: reminder.date_relance,
});

export const nomenclatureRow = (nomenclature: Nomenclature) => ({ id: nomenclature.id, reference: nomenclature.reference, record: json(nomenclature) });

export const referencementRow = (entry: Referencement) => ({ cible: entry.cible, cle: entry.cle, slug: entry.slug, record: json(entry) });

export const quoteMessageRow = (message: QuoteMessage) => ({ id: message.id, quote_id: message.quoteId, created_at: message.createdAt, record: json(message) });

export const quoteVersionRow = (quoteId: string, offer: QuoteOffer, pdf: { filename: string; content: Buffer }) => ({ quote_id: quoteId, version: offer.version, record: json(offer), filename: pdf.filename, pdf: pdf.content });
