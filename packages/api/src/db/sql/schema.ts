import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Client, EInvoice, Nomenclature, Product, QuoteMessage, QuoteOffer, QuoteRequest, Rayon, Referencement, Shipment } from '@otech/domain';
import type { AdminRecord, ImpersonationRecord, OwnedRecord } from '../database.ts';
import type { OutgoingMail } from '../../mail/outgoingMail.ts';
import type { PhotoView } from '@otech/domain';

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
    /** One of the demo seed's own accounts, the only ones the demo's fallback passwords open (migration 0040). */
    demo_seed: Generated<boolean>;
    /** The list's sort keys, written by the database from the record (stored generated columns, migration 0128). */
    sort_company: Generated<string>;
    sort_city: Generated<string>;
    sort_created: Generated<string>;
    record: JSONColumnType<Client>;
  };
  audit_trail: {
    id: Generated<string>;
    at: Generated<Date>;
    staff_id: string;
    staff_name: string;
    staff_role: string;
    client_id: string | null;
    client_name: string | null;
    kind: string;
    record_id: string;
    action: string;
    before: unknown;
    after: unknown;
  };
  admins: { id: string; username: string; sessions_not_before: BigIntColumn | null; record: JSONColumnType<AdminRecord> };
  products: {
    id: string;
    reference: string;
    record: JSONColumnType<Product>;
    seq: Generated<string>;
    /** Its reference, name, brand and EAN, folded (domain `productSearchText`): what the staff's product search matches, written with the record (migration 0130). */
    search_text: string;
  };
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
    /** Its number and client's name, folded: what staff searches match (migration 0117), kept by the database. */
    search_text: ColumnType<string, never, never>;
  };
  addresses: OwnedTable & Sequenced & { is_default: boolean };
  /** Invoices and credit notes as issued (migration 0030): never updated but for the PDF's first rendering. */
  issued_documents: Sequenced & {
    id: string;
    number: string;
    kind: 'invoice' | 'credit_note';
    invoice_id: string;
    client_id: number;
    issue_date: string;
    total_ttc_cents: BigIntColumn;
    einvoice: JSONColumnType<EInvoice>;
    xml: string;
    pdf: Uint8Array | null;
  };
  /** Status and date added by migration 0061 (the staff inbox). */
  contact_requests: Sequenced & { id: string; status: Generated<string>; created_at: string; record: JSONColumnType<Record<string, unknown>> };
  revoked_tokens: { id: string; expires_at: BigIntColumn };
  anonymous_writes: { key: string; hits: number; reset_ms: BigIntColumn };
  demo_token_key: { id: number; secret: string };
  client_order_tallies: { client_id: number; status: string; orders: BigIntColumn; amount_cents: BigIntColumn };
  impersonations: { token_id: string; record: JSONColumnType<ImpersonationRecord> };
  reminders: Sequenced & { id: string; facture_id: string; client_id: number; level: number; date_relance: string };
  nomenclatures: { id: string; reference: string; record: JSONColumnType<Nomenclature> };
  referencements: { cible: string; cle: string; slug: string; record: JSONColumnType<Referencement> };
  sign_in_failures: { key: string; count: number; first_ms: BigIntColumn; last_ms: BigIntColumn };
  /** The parcels of each order (migration 0083). */
  shipments: Sequenced & { id: string; order_id: string; client_id: number; number: string; shipped_at: string; record: JSONColumnType<Shipment> };
  /** E-mails waiting to be sent, sent, kept (no SMTP) or given up (migration 0060). */
  mail_outbox: Sequenced & {
    id: string;
    created_at: string;
    recipient: string;
    subject: string;
    topic: string;
    status: string;
    attempts: Generated<number>;
    next_attempt_ms: BigIntColumn;
    last_error: string | null;
    sent_at: string | null;
    record: JSONColumnType<OutgoingMail>;
  };
  /** Invitations of imported clients (migration 0070): the token's SHA-256 only. */
  client_invitations: { token_hash: string; client_id: number; sent_at: string; expires_at: string; used_at: string | null };
  /** A quote's thread (migration 0076): what the customer and staff wrote on it. */
  quote_messages: Sequenced & { id: string; quote_id: string; created_at: string; record: JSONColumnType<QuoteMessage> };
  /** Each version of a quote staff sent, with the PDF the customer received (migration 0076). */
  quote_versions: { quote_id: string; version: number; record: JSONColumnType<QuoteOffer>; filename: string; pdf: Uint8Array };
  /** Kept by triggers on `orders` (migration 0003): the statistics' totals, never written by the API. */
  order_tallies: { month: string; status: string; payment_status: string; orders: BigIntColumn; revenue_cents: BigIntColumn };
  /** The terms of trade (migration 0020): percentages in basis points, prices in cents. */
  price_lists: { id: string; name: string };
  price_list_rules: { list_id: string; scope: string; target: string; percent_off_bp: number };
  price_list_net_prices: { list_id: string; product_id: string; price_cents: BigIntColumn };
  price_list_breaks: { list_id: string; scope: string; target: string; min_quantity: number; price_cents: ColumnType<string | null, number | null, number | null>; percent_off_bp: number | null };
  client_price_lists: { client_id: number; list_id: string };
  contract_prices: { client_id: number; product_id: string; price_cents: BigIntColumn };
  /** Moved by triggers on the five tables above (migration 0090): each process reads its terms again when it moves. */
  price_terms_version: { one: boolean; version: BigIntColumn };
  /** The wholesaler clause's review (migration 0086): exempted clients, months reviewed. */
  price_review_exemptions: { client_id: number; exempted_at: Generated<Date> };
  price_reviews: { month: string; ran_at: Generated<Date>; moved: number };
  /** Product photos (migration 0095): per reference and view, the HD JPEG, its thumbnail, its size and a content tag. */
  product_photos: { reference: string; view: PhotoView; hd: Uint8Array; thumb: Uint8Array; width: number; height: number; tag: string };
  /** One row while the photos of data/images/ are still to be copied into a database seeded before 0095. */
  seed_photos_pending: { one: Generated<boolean> };
  product_tallies: { product_id: string; name: string; named_at: string; quantity: BigIntColumn; revenue_cents: BigIntColumn };
}

