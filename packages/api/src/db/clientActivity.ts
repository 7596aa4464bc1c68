import type { Client } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { recordsOf } from './owned.ts';

const newestFirst = (date: (record: OwnedRecord) => unknown) => (a: OwnedRecord, b: OwnedRecord) =>
  String(date(b) ?? '').localeCompare(String(date(a) ?? ''));

/** A client's stored orders and invoices, newest first: what the administration shows of its account. */
export async function clientOrdersAndFactures(db: Database, client: Client): Promise<{ orders: OwnedRecord[]; factures: OwnedRecord[] }> {
  const [orders, factures] = await Promise.all([recordsOf(db, 'orders', client.id), recordsOf(db, 'factures', client.id)]);
  return {
    orders: [...orders].sort(newestFirst((order) => order['orderDate'])),
    factures: [...factures].sort(newestFirst((facture) => facture['date_facture'])),
  };
}
