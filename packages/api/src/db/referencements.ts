import { derivedReferencement, foldCatalogueText, searchWords } from '@otech/domain';
import type { Referencement, ReferencementRow, ReferencementTarget } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { Database } from './database.ts';
import { transaction } from './transaction.ts';
import { activeRayons } from './products.ts';
import { referencementRow } from './sql/rows.ts';

/** A page SEO can be written for: its key (product reference or rayon code), name and own description. */
interface SeoPage {
  cle: string;
  libelle: string;
  description: string;
}

async function pagesOf(db: Database, cible: ReferencementTarget): Promise<SeoPage[]> {
  if (cible === 'rayon') return (await activeRayons(db)).map((rayon) => ({ cle: rayon.nom_du_rayon, libelle: rayon.libelle, description: '' }));
  return db.products.all().map((product) => ({ cle: product.reference, libelle: product.name, description: product.description ?? '' }));
}

/** One page of a kind by its key, else undefined; found without listing the others (the storefront asks for one page at a time). */
export async function referencementPage(db: Database, cible: ReferencementTarget, cle: string): Promise<SeoPage | undefined> {
  if (cible === 'rayon') {
    const rayon = (await activeRayons(db)).find((candidate) => candidate.nom_du_rayon === cle);
    return rayon && { cle: rayon.nom_du_rayon, libelle: rayon.libelle, description: '' };
  }
  const product = db.products.byReference(cle);
  return product && { cle: product.reference, libelle: product.name, description: product.description ?? '' };
}

/** A page's row: the entry written for it, else the one derived from the page. */
function rowOf(cible: ReferencementTarget, page: SeoPage, own: Referencement | undefined): ReferencementRow {
  return { cible, cle: page.cle, libelle: page.libelle, personnalise: own !== undefined, ...(own ?? derivedReferencement(page.libelle, page.description)) };
}

/** The written entries of one kind of page, by key. */
async function writtenOf(db: Database, cible: ReferencementTarget): Promise<Map<string, Referencement>> {
  const rows = await db.sql.selectFrom('referencements').select('record').where('cible', '=', cible).execute();
  return new Map(rows.map(({ record }) => [record.cle, record]));
}

/** The pages of a kind matching the search (every word in the name or key, in any order, as every staff search: issue 27), each with its written or derived entry. */
export async function referencementRows(db: Database, cible: ReferencementTarget, search: string): Promise<ReferencementRow[]> {
  const words = searchWords(search);
  const written = await writtenOf(db, cible);
  return (await pagesOf(db, cible))
    .filter((page) => {
      const text = foldCatalogueText(`${page.libelle} ${page.cle}`);
      return words.every((word) => text.includes(word));
    })
    .map((page) => rowOf(cible, page, written.get(page.cle)));
}

/** One page's entry as the storefront uses it (written, or derived), or undefined when the key names no page. */
export async function referencementOf(db: Database, cible: ReferencementTarget, cle: string): Promise<ReferencementRow | undefined> {
  const page = await referencementPage(db, cible, cle);
  if (!page) return undefined;
  const written = await db.sql.selectFrom('referencements').select('record').where('cible', '=', cible).where('cle', '=', cle).executeTakeFirst();
  return rowOf(cible, page, written?.record);
}

/** The slugs written for product pages, by product reference: what their canonical addresses are made of. */
export async function writtenProductSlugs(db: Database): Promise<Map<string, string>> {
  const rows = await db.sql.selectFrom('referencements').select(['cle', 'slug']).where('cible', '=', 'produit').execute();
  return new Map(rows.map((row) => [row.cle, row.slug]));
}

/** True when another page of the same kind already has this slug written. */
export async function slugTaken(db: Database, entry: Pick<Referencement, 'cible' | 'cle' | 'slug'>): Promise<boolean> {
  const other = await db.sql.selectFrom('referencements').select('cle').where('cible', '=', entry.cible).where('slug', '=', entry.slug).where('cle', '!=', entry.cle).executeTakeFirst();
  return other !== undefined;
}

/** Writes (or replaces) a page's entry, recorded in the trail with the entry it replaced. */
export function saveReferencement(db: Database, actor: AuditActor, entry: Referencement): Promise<Referencement> {
  const row = referencementRow(entry);
  return transaction(db, async (t) => {
    const before = await t.sql.selectFrom('referencements').select('record').where('cible', '=', entry.cible).where('cle', '=', entry.cle).forUpdate().executeTakeFirst();
    await t.sql
      .insertInto('referencements')
      .values(row)
      .onConflict((conflict) => conflict.columns(['cible', 'cle']).doUpdateSet({ slug: row.slug, record: row.record }))
      .execute();
    await appendAudit(t, actor, { kind: 'referencement', recordId: `${entry.cible}/${entry.cle}`, action: before ? 'modification' : 'création', before: before?.record ?? null, after: entry });
    return entry;
  });
}
