import * as v from 'valibot';
import { factureStatusOn, StoredFactureSchema, StoredOrderSchema } from '@otech/domain';
import type { Client, Order, StoredFacture, StoredOrder } from '@otech/domain';
import type { OwnedRecord } from '../db/database.ts';

/*
 * Readers of the records as stored, through the domain's schemas of them (packages/domain
 * schemas/storedDocuments.ts), whose fields fall back to an empty value: an incomplete record is
 * shown incomplete, never answered as a 500.
 */

/** A stored order read whole: the administration's `Order` and what the account dashboard adds. */
export type ShopOrder = StoredOrder & Order;

/** A stored order with the administration's `Order` fields filled (spec 3 §3), owner named from its client. */
export function readOrder(record: OwnedRecord, owner: Client | undefined): ShopOrder {
  const order = v.parse(StoredOrderSchema, record);
  return {
    ...order,
    // An order stored without its printed number goes by its id, as on the customer's pages (domain accountOrder).
    orderNumber: order.orderNumber || order.id,
    userId: String(order.clientId),
    userEmail: order.userEmail ?? owner?.email ?? '',
    userName: order.userName ?? owner?.societe ?? '',
  };
}

/** A stored invoice read through its schema, its status as stored (the SQL database's columns take it so). */
export function readStoredFacture(record: OwnedRecord): StoredFacture {
  return v.parse(StoredFactureSchema, record);
}

/**
 * A stored invoice of the invoices service (spec 2 §3.6), `client_id` being its owner; a sent
 * invoice is "en retard" once its due date has passed, whatever was stored.
 */
export function readFacture(record: OwnedRecord): StoredFacture & { client_id: number } {
  const facture = readStoredFacture(record);
  return { ...facture, statut: factureStatusOn(facture, new Date()), client_id: facture.clientId };
}

/** Answers a customer-owned record with its owner as the profile id (`userId`), as the entities read it. */
export function ownedView<R extends { clientId: number }>(record: R): Omit<R, 'clientId'> & { userId: string } {
  const { clientId, ...rest } = record;
  return { ...rest, userId: String(clientId) };
}

/** The answer of the invoices service: the stored invoice, its owner as `client_id`. */
export function factureView(facture: StoredFacture & { client_id: number }) {
  const { clientId: _owner, ...rest } = facture;
  return rest;
}
