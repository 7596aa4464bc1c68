import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Client, Nomenclature, Product, QuoteRequest, Rayon, Referencement } from '@otech/domain';
import type { AdminRecord, ImpersonationRecord, OwnedRecord } from '../database.ts';

/* The SQL runtime database as Kysely types it: what migrations/ create. */

/** A bigint column: PostgreSQL answers it as text, it is written as a number. */
type BigIntColumn = ColumnType<string, number, number>;

interface OwnedTable {
  id: string;
  client_id: number;
  record: JSONColumnType<OwnedRecord>;
}

/** Numbers rows in the order they are stored (migration 0002): lists are ordered by it, never read it. */
interface Sequenced {
  seq: Generated<unknown>;
}

export interface SqlSchema {
  clients: {
    id: Generated<number>;
    email: string;
    pseudo: string;
    /** The domain's search text of the record (`storedClientSearchText`, migration 0009). */
    search_text: string;
    sessions_not_before: BigIntColumn | null;
    record: JSONColumnType<Client>;
  };
  audit_trail: {
    id: Generated<string>;
    at: Generated<Date>;
    staff_id: string;
    staff_name: string;
    staff_role: string;
    client_id: string | null;
    kind: string;
    record_id: string;
    action: string;
    before: unknown;
    after: unknown;
  };
  admins: { id: string; username: string; sessions_not_before: BigIntColumn | null; record: JSONColumnType<AdminRecord> };
  products: { id: string; reference: string; record: JSONColumnType<Product>; seq: Generated<string> };
  catalogue_version: { one: boolean; version: BigIntColumn };
  rayons: { position: number; record: JSONColumnType<Rayon> };
  carts: { client_id: number; created_at: string; updated_at: string };
  cart_lines: { client_id: number; id: string; position: number; product_id: string; record: JSONColumnType<Record<string, unknown>> };
  quote_requests: Sequenced & { id: string; client_id: number; status: string; created_at: string; record: JSONColumnType<QuoteRequest> };
  orders: OwnedTable & Sequenced & {
    order_number: string | null;
    order_date: string;
    status: string;
    payment_status: string;
    shipping_status: string;
    total_amount: number;
  };
  favorites: OwnedTable & Sequenced & { product_id: string | null };
  loyalty: OwnedTable;
  notifications: OwnedTable & Sequenced;
  notification_settings: OwnedTable;
  factures: OwnedTable & Sequenced & {
    numero_facture: string;
    date_facture: string;
    statut: string;
    montant_ttc: number;
    date_echeance: string | null;
    /** What the invoice's payments add up to (domain `invoicePayment`). */
    montant_regle: ColumnType<number, number | undefined, number>;
  };
  addresses: OwnedTable & Sequenced & { is_default: boolean };
  contact_requests: { id: string; record: JSONColumnType<Record<string, unknown>> };
  revoked_tokens: { id: string; expires_at: BigIntColumn };
  anonymous_writes: { key: string; hits: number; reset_ms: BigIntColumn };
  client_order_tallies: { client_id: number; status: string; orders: BigIntColumn; amount_cents: BigIntColumn };
  impersonations: { token_id: string; record: JSONColumnType<ImpersonationRecord> };
  reminders: Sequenced & { id: string; facture_id: string; client_id: number; level: number; date_relance: string };
  nomenclatures: { id: string; reference: string; record: JSONColumnType<Nomenclature> };
  referencements: { cible: string; cle: string; slug: string; record: JSONColumnType<Referencement> };
  sign_in_failures: { key: string; count: number; first_ms: BigIntColumn; last_ms: BigIntColumn };
  /** Kept by triggers on `orders` (migration 0003): the statistics' totals, never written by the API. */
  order_tallies: { month: string; status: string; payment_status: string; orders: BigIntColumn; revenue_cents: BigIntColumn };
  product_tallies: { product_id: string; name: string; named_at: string; quantity: BigIntColumn; revenue_cents: BigIntColumn };
}

