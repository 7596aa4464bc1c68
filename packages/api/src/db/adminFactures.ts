import type { Database, OwnedRecord } from './database.ts';

/* The administration's reads of the invoices (`factures`), whoever owns them. */

export async function everyFacture(db: Database): Promise<OwnedRecord[]> {
  return db.store.data.factures;
}

export async function anyFactureById(db: Database, id: string): Promise<OwnedRecord | undefined> {
  return db.store.data.factures.find((facture) => facture.id === id);
}
