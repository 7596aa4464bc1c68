import { setImmediate as nextTurn } from 'node:timers/promises';
import express from 'express';
import type { RequestHandler } from 'express';
import * as v from 'valibot';
import { CatalogueImportResultSchema, TEXT_LIMITS } from '@otech/domain';
import { importedProductStored, MAPPING_TEXT_MAX, productCells, readMappingJson } from '@otech/domain/catalogue-import';
import type { ColumnMapping } from '@otech/domain/catalogue-import';
import { catalogueImports, ImportThreadError } from '../../catalogue/importOffThread.ts';
import { actorOf, appendAudit } from '../../db/auditTrail.ts';
import { route } from '../../http/route.ts';
import type { QueryInput } from '../../http/route.ts';
import type { Database } from '../../db/database.ts';
import { catalogueCollections, catalogueVersion, hiddenProductsByReference, upsertProducts } from '../../db/products.ts';
import { fetchImportedPhotos, IMPORTED_IMAGE_LIMITS } from '../../catalogue/importedPhotos.ts';
import { withFetchedPhotos } from '../../db/productPhotos.ts';
import { imageFailureWarnings } from '@otech/domain/catalogue-import';
import { HttpError } from '../../http/errors.ts';

/** The largest CSV the catalogue page sends: twice a 40,000-product export of the seed's shape (23 MB). */
export const CATALOGUE_IMPORT_MAX_BYTES = 48 * 1024 * 1024;

export const CATALOGUE_IMPORT_MESSAGES = {
  emptyFile: 'Le fichier est vide',
  tooLarge: 'Fichier trop volumineux : 48 Mo au plus',
  busy: 'Un autre import du catalogue est en cours : réessayez dans quelques instants',
  timeLimit: "La lecture du fichier a dépassé une minute : découpez-le en plusieurs fichiers",
  tooBigToRead: 'Fichier trop volumineux pour être lu : découpez-le en plusieurs fichiers',
  catalogueChanged: "Le catalogue a été modifié pendant la lecture du fichier : rien n'a été écrit, relancez l'import",
  unknownRayon: (category: string, code: string) => `Fichier de correspondance invalide : categories : "${category}" : "${code}" n'est pas un code de rayon`,
} as const;

const ImportQuerySchema = v.object({
  file: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line)), 'import.csv'),
  /** Absent or "false": a dry run, the report only. */
  apply: v.optional(v.picklist(['true', 'false']), 'false'),
  /** The mapping file's JSON (cli/README.md, "Mapping file"), as the page's column selects or an uploaded file make it. */
  mapping: v.optional(v.pipe(v.string(), v.maxLength(MAPPING_TEXT_MAX))),
  /** The report's language: French for staff (the default), English for `otech import products`, whose reports are English. */
  language: v.optional(v.picklist(['fr', 'en']), 'fr'),
});

/** The mapping sent along, checked as the CLI checks `--map` (its rayon codes too); a 400 naming the field otherwise. */
function readMapping(text: string | undefined, rayonCodes: ReadonlySet<string>): ColumnMapping {
  if (text === undefined) return {};
  const read = readMappingJson(text);
  if (!read.ok) throw new HttpError(400, read.message, [{ path: 'mapping', message: read.message }]);
  for (const [category, code] of Object.entries(read.mapping.categories ?? {})) {
    if (code !== null && !rayonCodes.has(code)) {
      const message = CATALOGUE_IMPORT_MESSAGES.unknownRayon(category, code);
      throw new HttpError(400, message, [{ path: 'mapping', message }]);
    }
  }
  return read.mapping;
}

/** The stored product an imported one makes, keeping the id and the photos of the one it replaces. */

/** Stored products per chunk of a lookup: the API thread answers other requests between chunks. */
const LOOKUP_CHUNK = 1000;

/** The catalogue cells of the stored products among `references`, a chunk at a time. */
async function* storedCellsOf(db: Database, references: readonly string[]): AsyncGenerator<[string, readonly string[]][]> {
  for (let start = 0; start < references.length; start += LOOKUP_CHUNK) {
    if (start > 0) await nextTurn();
    const entries: [string, readonly string[]][] = [];
    const missing: string[] = [];
    for (const reference of references.slice(start, start + LOOKUP_CHUNK)) {
      const product = db.products.byReference(reference);
      if (product) entries.push([reference, productCells(product)]);
      else missing.push(reference);
    }
    // Not served, maybe hidden: the database still holds it, under its id and reference.
    for (const [reference, product] of await hiddenProductsByReference(db, missing)) entries.push([reference, productCells(product)]);
    yield entries;
  }
}

/** Takes one of the import threads' places for the request's life, before its body is read: 503 when every place is taken. */
const admitImport: RequestHandler = (_req, res, next) => {
  const release = catalogueImports.admit();
  if (!release) {
    res.set('Retry-After', '10');
    next(new HttpError(503, CATALOGUE_IMPORT_MESSAGES.busy));
    return;
  }
  res.on('close', release);
  next();
};

const rawBody = express.raw({ type: () => true, limit: CATALOGUE_IMPORT_MAX_BYTES });

/** The file's bytes as the body; one over the limit is refused naming the limit. */
const readFile: RequestHandler = (req, res, next) =>
  rawBody(req, res, (error?: unknown) => next((error as { type?: string } | undefined)?.type === 'entity.too.large' ? new HttpError(413, CATALOGUE_IMPORT_MESSAGES.tooLarge) : error));

/** The French answer to a file the import thread gave no plan for; a thread that failed is the server's fault (a 500). */
function threadRefusal(error: ImportThreadError): Error {
  if (error.reason === 'timeLimit') return new HttpError(503, CATALOGUE_IMPORT_MESSAGES.timeLimit);
  if (error.reason === 'memory') return new HttpError(413, CATALOGUE_IMPORT_MESSAGES.tooBigToRead);
  return error;
}

async function importCatalogue({ req, res, ctx, query }: QueryInput<typeof ImportQuerySchema>) {
  const { db } = ctx;
  const { file, apply, language } = query;
  const sent: unknown = req.body;
  const bytes = Buffer.isBuffer(sent) ? sent : Buffer.alloc(0);
  if (bytes.length === 0) throw new HttpError(400, CATALOGUE_IMPORT_MESSAGES.emptyFile);
  const rayons = catalogueCollections(db).rayon_produits;
  const mapping = readMapping(query.mapping, new Set(rayons.map((rayon) => rayon.nom_du_rayon)));
  const version = catalogueVersion(db);
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  const upload = { file, bytes, mapping, rayons, keepProducts: apply === 'true', language };
  const plan = await catalogueImports.plan(upload, (references) => storedCellsOf(db, references), gone.signal).catch((error: unknown) => {
    // The page went away: nobody waits for the answer.
    if (error instanceof ImportThreadError && error.reason === 'cancelled') return undefined;
    throw error instanceof ImportThreadError ? threadRefusal(error) : error;
  });
  if (!plan) return undefined;
  const applied = apply === 'true' && plan.writable;
  let photoCount: { stored: number; notStored: number } | undefined;
  if (applied) {
    // Fetched before the write: a slow image server holds no database lock. Relative paths are the API's working folder's.
    const { photos, failures } = await fetchImportedPhotos(new Map(plan.images), process.cwd());
    plan.result.warnings.push(...imageFailureWarnings(file, failures, IMPORTED_IMAGE_LIMITS, language));
    // The plan compared the file with the catalogue as it was when the file arrived.
    if (catalogueVersion(db) !== version) throw new HttpError(409, CATALOGUE_IMPORT_MESSAGES.catalogueChanged);
    const hidden = await hiddenProductsByReference(db, plan.products.flatMap(([reference]) => (db.products.byReference(reference) ? [] : [reference])));
    const products = plan.products.map(([reference, product]) => importedProductStored(product, db.products.byReference(reference) ?? hidden.get(reference)));
    const written = await withFetchedPhotos(db, products, photos);
    const after = { fichier: file, références: written.map((product) => product.reference ?? product.id), photos: photos.length };
    await upsertProducts(db, written, photos, (t) => appendAudit(t, actorOf(ctx.adminOf(req)), { kind: 'import', recordId: file, action: 'import produits', before: null, after }));
    if (plan.images.length > 0) photoCount = { stored: photos.length, notStored: failures.length };
  }
  return { ...plan.result, applied, ...(photoCount === undefined ? {} : { photos: photoCount }) };
}

/**
 * POST /admin/catalogue/import?file=name.csv[&apply=true], the CSV as the body: the product
 * import of `otech import products` (same header names, clean-up, validation and row-by-row
 * report, the lines being the file's). Without apply it is a dry run. With apply, the products are
 * written only when no row is refused: all or nothing, in one catalogue write. The file is read
 * and checked on an import thread (catalogue/importOffThread.ts); only the write is done here.
 */
export const catalogueImportRoutes = [
  route({
    method: 'post',
    path: '/admin/catalogue/import',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: 'Imports a product CSV as `otech import products` does: a dry run unless apply=true, then all or nothing',
    query: ImportQuerySchema,
    upload: 'text/csv',
    before: () => [admitImport, readFile],
    answer: CatalogueImportResultSchema,
    handle: importCatalogue,
  }),
];
