import { nomenclatureView } from '@otech/domain';
import type { Nomenclature, NomenclatureInput, NomenclatureView } from '@otech/domain';
import type { Database } from './database.ts';
import { nomenclatureRow } from './sql/rows.ts';

/** A bill of materials with its cost rolled up from the catalogue as it is now. */
function viewOf(db: Database, nomenclature: Nomenclature): NomenclatureView {
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
  const query = db.sql.selectFrom('nomenclatures').select('record');
  const row = await ('id' in by ? query.where('id', '=', by.id) : query.where('reference', '=', by.reference)).executeTakeFirst();
  return row?.record;
}

/** Stores a new bill of materials under a new id, dated. */
export function createNomenclature(db: Database, id: string, input: NomenclatureInput, now: Date): Promise<NomenclatureView> {
  return insertNomenclature(db, { id, ...input, date_modification: now.toISOString() });
}

/** Deletes a bill of materials; false when no bill has this id. */
export async function deleteNomenclature(db: Database, id: string): Promise<boolean> {
  const result = await db.sql.deleteFrom('nomenclatures').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
