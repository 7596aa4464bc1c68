import { nomenclatureView } from '@otech/domain';
import type { Nomenclature, NomenclatureInput, NomenclatureView } from '@otech/domain';
import type { Database } from './database.ts';
import { nomenclatureRow } from './sql/rows.ts';

/** A bill of materials with its cost rolled up from the catalogue as it is now. */
export function viewOf(db: Database, nomenclature: Nomenclature): NomenclatureView {
  return nomenclatureView(nomenclature, (reference) => db.products.byReference(reference));
}

/** Every bill of materials, by pack reference. */
export async function allNomenclatures(db: Database): Promise<NomenclatureView[]> {
  const rows = await db.sql.selectFrom('nomenclatures').select('record').orderBy('reference').execute();
  return rows.map((row) => viewOf(db, row.record));
}

/** Replaces a bill of materials, dated; null when no bill has this id. */
export async function saveNomenclature(db: Database, id: string, input: NomenclatureInput, now: Date): Promise<NomenclatureView | null> {
  const saved: Nomenclature = { id, ...input, date_modification: now.toISOString() };
  const { reference, record } = nomenclatureRow(saved);
  const result = await db.sql.updateTable('nomenclatures').set({ reference, record }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n ? viewOf(db, saved) : null;
}

/** Stores a new bill of materials; a pack has one bill, so a second one of the same reference is refused by the schema. */
export async function insertNomenclature(db: Database, nomenclature: Nomenclature): Promise<NomenclatureView> {
  await db.sql.insertInto('nomenclatures').values(nomenclatureRow(nomenclature)).execute();
  return viewOf(db, nomenclature);
}

/** The bill of materials with this id, or of this pack (a pack has one bill). */
export async function findNomenclature(db: Database, by: { id: string } | { reference: string }): Promise<Nomenclature | undefined> {
  return db.store.data.nomenclatures.find((bom) => ('id' in by ? bom.id === by.id : bom.reference === by.reference));
}

/** Stores a new bill of materials under a new id, dated. */
export async function createNomenclature(db: Database, id: string, input: NomenclatureInput, now: Date): Promise<NomenclatureView> {
  const created: Nomenclature = { id, ...input, date_modification: now.toISOString() };
  await db.store.update((data) => {
    data.nomenclatures.push(created);
  });
  return viewOf(db, created);
}

/** Deletes a bill of materials; false when no bill has this id. */
export async function deleteNomenclature(db: Database, id: string): Promise<boolean> {
  if (!db.store.data.nomenclatures.some((bom) => bom.id === id)) return false;
  await db.store.update((data) => {
    data.nomenclatures = data.nomenclatures.filter((bom) => bom.id !== id);
  });
  return true;
}
