import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The invoices and credit notes as issued (issue 24): each one's e-invoice model, its Factur-X XML
 * and, once rendered, its PDF, kept as they were sent. The database itself refuses to change or
 * delete an issued document, or to change what an issued invoice says (lines, amounts, client,
 * dates, number): a mistake is corrected by a credit note, never by an edit. Only a rebuild of the
 * whole database from the seed (seed build, tests) sets `otech.rebuilding` for its transaction.
 */

// Kysely's migrations run on any schema: their database type is unknown by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table issued_documents (
      id text primary key,
      number text not null unique,
      kind text not null check (kind in ('invoice', 'credit_note')),
      invoice_id text not null,
      client_id integer not null,
      issue_date text not null,
      total_ttc_cents bigint not null,
      einvoice jsonb not null,
      xml text not null,
      pdf bytea,
      seq bigserial
    )`.execute(db);
  await sql`create index issued_documents_invoice on issued_documents (invoice_id)`.execute(db);
  await sql`create index issued_documents_date on issued_documents (issue_date, number)`.execute(db);
  await sql`
    create function issued_documents_kept() returns trigger language plpgsql as $$
    begin
      if current_setting('otech.rebuilding', true) = 'on' then
        return coalesce(new, old);
      end if;
      if tg_op = 'DELETE' then
        raise exception 'issued document % cannot be deleted', old.number using errcode = 'P0001';
      end if;
      if (new.id, new.number, new.kind, new.invoice_id, new.client_id, new.issue_date, new.total_ttc_cents, new.einvoice, new.xml)
         is distinct from (old.id, old.number, old.kind, old.invoice_id, old.client_id, old.issue_date, old.total_ttc_cents, old.einvoice, old.xml)
         or (old.pdf is not null and new.pdf is distinct from old.pdf) then
        raise exception 'issued document % cannot be changed', old.number using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger issued_documents_kept before update or delete on issued_documents for each row execute function issued_documents_kept()`.execute(db);
  // An issued invoice's payments and status still change; what it states does not.
  await sql`
    create function issued_factures_kept() returns trigger language plpgsql as $$
    begin
      if current_setting('otech.rebuilding', true) = 'on' or not exists (select 1 from issued_documents where id = old.id) then
        return coalesce(new, old);
      end if;
      if tg_op = 'DELETE' then
        raise exception 'issued invoice % cannot be deleted', old.numero_facture using errcode = 'P0001';
      end if;
      if (new.numero_facture, new.client_id, new.date_facture, new.montant_ttc, new.record->'lignes', new.record->'montant_ht', new.record->'montant_tva', new.record->'date_echeance', new.record->'client_nom')
         is distinct from (old.numero_facture, old.client_id, old.date_facture, old.montant_ttc, old.record->'lignes', old.record->'montant_ht', old.record->'montant_tva', old.record->'date_echeance', old.record->'client_nom') then
        raise exception 'issued invoice % cannot be changed', old.numero_facture using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger issued_factures_kept before update or delete on factures for each row execute function issued_factures_kept()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger issued_factures_kept on factures`.execute(db);
  await sql`drop function issued_factures_kept()`.execute(db);
  await db.schema.dropTable('issued_documents').execute();
  await sql`drop function issued_documents_kept()`.execute(db);
}
