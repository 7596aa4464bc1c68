import type { Database, OwnedRecord } from './database.ts';
import { clearCart } from './carts.ts';
import { transaction } from './transaction.ts';

/* The invoices (`factures`), each owned by its client. */

export async function allFactures(db: Database): Promise<OwnedRecord[]> {
  return db.store.data.factures;
}

/** The invoice of that id; with `clientId`, only if it is that client's. */
export async function factureById(db: Database, id: string | undefined, clientId?: number): Promise<OwnedRecord | undefined> {
  return db.store.data.factures.find((facture) => facture.id === id && (clientId === undefined || facture.clientId === clientId));
}

/** True when another invoice than `exceptId` carries that number: numbers are unique. */
export async function factureNumberTaken(db: Database, number: string, exceptId?: string): Promise<boolean> {
  return db.store.data.factures.some((facture) => facture['numero_facture'] === number && facture.id !== exceptId);
}

const numbersOf = (factures: readonly OwnedRecord[]) => factures.map((facture) => String(facture['numero_facture'] ?? ''));

/** Stores an invoice; `build` gets the numbers already given, to number it after them in the same write. */
export function insertFacture(db: Database, build: (numbers: string[]) => OwnedRecord): Promise<OwnedRecord> {
  return db.store.update((data) => {
    const record = build(numbersOf(data.factures));
    data.factures.push(record);
    return record;
  });
}

/** Stores the invoice made of the client's cart and empties that cart, in one write (spec 2 §7.1). */
export function insertFactureClearingCart(db: Database, clientId: number, build: (numbers: string[]) => OwnedRecord): Promise<OwnedRecord> {
  return transaction(db, async (t) => {
    await clearCart(t, clientId, new Date().toISOString());
    return insertFacture(t, build);
  });
}

/** Replaces an invoice by what `change` makes of it, in one write; undefined when the id is unknown. */
export function updateFacture(db: Database, id: string, change: (facture: OwnedRecord) => OwnedRecord): Promise<OwnedRecord | undefined> {
  return db.store.update((data) => {
    const stored = data.factures.find((facture) => facture.id === id);
    if (!stored) return undefined;
    const updated = { ...change(stored), id, clientId: stored.clientId };
    data.factures = data.factures.map((facture) => (facture === stored ? updated : facture));
    return updated;
  });
}

export function deleteFacture(db: Database, id: string): Promise<boolean> {
  return db.store.update((data) => {
    const before = data.factures.length;
    data.factures = data.factures.filter((facture) => facture.id !== id);
    return data.factures.length < before;
  });
}
