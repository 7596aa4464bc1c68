import { nomenclatureView } from '@otech/domain';
import type { Nomenclature, NomenclatureInput, NomenclatureView } from '@otech/domain';
import type { Database } from './database.ts';

/** A bill of materials with its cost rolled up from the catalogue as it is now. */
export function viewOf(db: Database, nomenclature: Nomenclature): NomenclatureView {
  return nomenclatureView(nomenclature, (reference) => db.products.byReference(reference));
}

/** Every bill of materials, by pack reference. */
export async function allNomenclatures(db: Database): Promise<NomenclatureView[]> {
  return [...db.store.data.nomenclatures].sort((a, b) => a.reference.localeCompare(b.reference)).map((bom) => viewOf(db, bom));
}

/** Replaces a bill of materials, dated; null when no bill has this id. */
export async function saveNomenclature(db: Database, id: string, input: NomenclatureInput, now: Date): Promise<NomenclatureView | null> {
  if (!db.store.data.nomenclatures.some((bom) => bom.id === id)) return null;
  const saved: Nomenclature = { id, ...input, date_modification: now.toISOString() };
  await db.store.update((data) => {
    data.nomenclatures = data.nomenclatures.map((bom) => (bom.id === id ? saved : bom));
  });
  return viewOf(db, saved);
}
