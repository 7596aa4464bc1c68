import type { Client } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';

const newestFirst = (date: (record: OwnedRecord) => unknown) => (a: OwnedRecord, b: OwnedRecord) =>
  String(date(b) ?? '').localeCompare(String(date(a) ?? ''));

/** A client's stored orders and invoices, newest first: what the administration shows of its account. */
export function clientOrdersAndFactures(db: Database, client: Client): { orders: OwnedRecord[]; factures: OwnedRecord[] } {
  return {
    orders: db.owned('orders', client.id).sort(newestFirst((order) => order['orderDate'])),
    factures: db.owned('factures', client.id).sort(newestFirst((facture) => facture['date_facture'])),
  };
}
