import { sql } from 'kysely';
import type { Database, OwnedRecord } from './database.ts';
import { clearCart } from './carts.ts';
import { highestNumbersByYear } from './numbering.ts';
import { factureRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The invoices (`factures`), each owned by its client. */

export async function allFactures(db: Database): Promise<OwnedRecord[]> {
  const rows = await db.sql.selectFrom('factures').select('record').orderBy('seq').execute();
  return rows.map((row) => row.record);
}

/**
 * The invoices that may be overdue on `now`: sent, due before the next day (the domain's
 * `factureStatusOn` decides on the day, in Paris), and not paid in full. An index range, not a walk
 * through every invoice: the overdue list reads these through the domain's rules.
 */
export async function overdueCandidates(db: Database, now: Date): Promise<OwnedRecord[]> {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const rows = await db.sql
    .selectFrom('factures')
    .select('record')
    .where('statut', 'in', ['envoyee', 'en_retard'])
    .where('date_echeance', '<=', `${tomorrow}\uffff`)
    .where(sql<boolean>`montant_regle < montant_ttc`)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.record);
}

/** The invoice of that id; with `clientId`, only if it is that client's. */
export async function factureById(db: Database, id: string | undefined, clientId?: number): Promise<OwnedRecord | undefined> {
  if (id === undefined) return undefined;
  let query = db.sql.selectFrom('factures').select('record').where('id', '=', id);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return (await query.executeTakeFirst())?.record;
}

/** True when another invoice than `exceptId` carries that number: numbers are unique. */
export async function factureNumberTaken(db: Database, number: string, exceptId?: string): Promise<boolean> {
  let query = db.sql.selectFrom('factures').select('id').where('numero_facture', '=', number);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Numbers and stores an invoice in the transaction given; `build` gets the highest number of each year. */
async function storeFacture(t: Database, build: (numbers: string[]) => OwnedRecord): Promise<OwnedRecord> {
  const record = build(await highestNumbersByYear(t, 'factures'));
  await t.sql.insertInto('factures').values(factureRow(record)).execute();
  return record;
}

/** Stores an invoice; `build` gets the numbers already given (the highest of each year), to number it after them in the same transaction. */
export function insertFacture(db: Database, build: (numbers: string[]) => OwnedRecord): Promise<OwnedRecord> {
  return transaction(db, (t) => storeFacture(t, build));
}

/** Stores the invoice made of the client's cart and empties that cart, in one transaction (spec 2 §7.1). */
export function insertFactureClearingCart(db: Database, clientId: number, build: (numbers: string[]) => OwnedRecord): Promise<OwnedRecord> {
  return transaction(db, async (t) => {
    const record = await storeFacture(t, build);
    await clearCart(t, clientId, new Date().toISOString());
    return record;
  });
}

/** Replaces an invoice by what `change` makes of it (a payment and the statut it brings), in one transaction; undefined when the id is unknown. */
export function updateFacture(db: Database, id: string, change: (facture: OwnedRecord) => OwnedRecord): Promise<OwnedRecord | undefined> {
  return transaction(db, async (t) => {
    const stored = await t.sql.selectFrom('factures').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) return undefined;
    const updated = { ...change(stored.record), id, clientId: stored.record.clientId };
    await t.sql.updateTable('factures').set(factureRow(updated)).where('id', '=', id).execute();
    return updated;
  });
}

export async function deleteFacture(db: Database, id: string): Promise<boolean> {
  const result = await db.sql.deleteFrom('factures').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
