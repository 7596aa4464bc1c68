import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Client, Product, QuoteRequest, Rayon } from '@otech/domain';
import type { AdminRecord, ImpersonationRecord, OwnedRecord } from '../database.ts';

/* The SQL runtime database as Kysely types it: what migrations/ create. */

/** A bigint column: PostgreSQL answers it as text, it is written as a number. */
type BigIntColumn = ColumnType<string, number, number>;

interface OwnedTable {
  id: string;
  client_id: number;
  record: JSONColumnType<OwnedRecord>;
}

export interface SqlSchema {
  clients: {
    id: Generated<number>;
    email: string;
    pseudo: string;
    sessions_not_before: BigIntColumn | null;
    record: JSONColumnType<Client>;
  };
  admins: { id: string; username: string; record: JSONColumnType<AdminRecord> };
  products: { id: string; reference: string; record: JSONColumnType<Product> };
  rayons: { position: number; record: JSONColumnType<Rayon> };
  carts: { client_id: number; created_at: string; updated_at: string };
  cart_lines: { client_id: number; id: string; position: number; product_id: string; record: JSONColumnType<Record<string, unknown>> };
  quote_requests: { id: string; client_id: number; status: string; created_at: string; record: JSONColumnType<QuoteRequest> };
  orders: OwnedTable & {
    order_number: string | null;
    order_date: string;
    status: string;
    payment_status: string;
    shipping_status: string;
    total_amount: number;
  };
  favorites: OwnedTable;
  loyalty: OwnedTable;
  notifications: OwnedTable;
  notification_settings: OwnedTable;
  factures: OwnedTable & { numero_facture: string; date_facture: string; statut: string; montant_ttc: number };
  addresses: OwnedTable & { is_default: boolean };
  contact_requests: { id: string; record: JSONColumnType<Record<string, unknown>> };
  revoked_tokens: { id: string; expires_at: BigIntColumn };
  impersonations: { token_id: string; record: JSONColumnType<ImpersonationRecord> };
  sign_in_failures: { key: string; count: number; first_ms: BigIntColumn; last_ms: BigIntColumn };
  /** Kept by triggers on `orders` (migration 0003): the statistics' totals, never written by the API. */
  order_tallies: { month: string; status: string; payment_status: string; orders: BigIntColumn; revenue_cents: BigIntColumn };
  product_tallies: { product_id: string; name: string; named_at: string; quantity: BigIntColumn; revenue_cents: BigIntColumn };
}
