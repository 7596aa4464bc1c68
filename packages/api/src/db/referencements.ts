import { derivedReferencement, foldCatalogueText } from '@otech/domain';
import type { Referencement, ReferencementRow, ReferencementTarget } from '@otech/domain';
import type { Database } from './database.ts';
import { activeRayons } from './products.ts';

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

/** The written entries of one kind of page, by key. */
async function writtenOf(db: Database, cible: ReferencementTarget): Promise<Map<string, Referencement>> {
  return new Map(db.store.data.referencements.filter((entry) => entry.cible === cible).map((entry) => [entry.cle, entry]));
}

/** The pages of a kind matching the search (name or key), each with its written or derived entry. */
export async function referencementRows(db: Database, cible: ReferencementTarget, search: string): Promise<ReferencementRow[]> {
  const needle = foldCatalogueText(search);
  const written = await writtenOf(db, cible);
  return (await pagesOf(db, cible))
    .filter((page) => needle === '' || foldCatalogueText(`${page.libelle} ${page.cle}`).includes(needle))
    .map((page) => {
      const own = written.get(page.cle);
      return { cible, cle: page.cle, libelle: page.libelle, personnalise: own !== undefined, ...(own ?? derivedReferencement(page.libelle, page.description)) };
    });
}

/** The page's row when the key names one, else undefined. */
export async function referencementPage(db: Database, cible: ReferencementTarget, cle: string): Promise<SeoPage | undefined> {
  return (await pagesOf(db, cible)).find((page) => page.cle === cle);
}

/** True when another page of the same kind already has this slug written. */
export async function slugTaken(db: Database, entry: Pick<Referencement, 'cible' | 'cle' | 'slug'>): Promise<boolean> {
  return [...(await writtenOf(db, entry.cible)).values()].some((other) => other.cle !== entry.cle && other.slug === entry.slug);
}

/** Writes (or replaces) a page's entry. */
export function saveReferencement(db: Database, entry: Referencement): Promise<Referencement> {
  return db.store.update((data) => {
    data.referencements = [...data.referencements.filter((other) => !(other.cible === entry.cible && other.cle === entry.cle)), entry];
    return entry;
  });
}
