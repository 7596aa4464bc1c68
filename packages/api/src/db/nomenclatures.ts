import { nomenclatureView } from '@otech/domain';
import type { Nomenclature, NomenclatureInput, NomenclatureView } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { Database } from './database.ts';
import { transaction } from './transaction.ts';
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

/** Replaces a bill of materials, dated, recorded in the trail with the bill it replaced; null when no bill has this id. */
export function saveNomenclature(db: Database, actor: AuditActor, id: string, input: NomenclatureInput, now: Date): Promise<NomenclatureView | null> {
  return transaction(db, async (t) => {
    const before = await t.sql.selectFrom('nomenclatures').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const saved: Nomenclature = { id, ...input, date_modification: now.toISOString() };
    const { reference, record } = nomenclatureRow(saved);
    await t.sql.updateTable('nomenclatures').set({ reference, record }).where('id', '=', id).execute();
    await appendAudit(t, actor, { kind: 'nomenclature', recordId: id, action: 'modification', before: before.record, after: saved });
    return viewOf(t, saved);
  });
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

/** Stores a new bill of materials under a new id, dated, recorded in the trail. */
export function createNomenclature(db: Database, actor: AuditActor, id: string, input: NomenclatureInput, now: Date): Promise<NomenclatureView> {
  const created: Nomenclature = { id, ...input, date_modification: now.toISOString() };
  return transaction(db, async (t) => {
    const view = await insertNomenclature(t, created);
    await appendAudit(t, actor, { kind: 'nomenclature', recordId: id, action: 'création', before: null, after: created });
    return view;
  });
}

/** Deletes a bill of materials, recorded in the trail with what it held; false when no bill has this id. */
export function deleteNomenclature(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return transaction(db, async (t) => {
    const deleted = await t.sql.deleteFrom('nomenclatures').where('id', '=', id).returning('record').executeTakeFirst();
    if (!deleted) return false;
    await appendAudit(t, actor, { kind: 'nomenclature', recordId: id, action: 'suppression', before: deleted.record, after: null });
    return true;
  });
}
