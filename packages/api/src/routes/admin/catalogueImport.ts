import express from 'express';
import * as v from 'valibot';
import { TEXT_LIMITS } from '@otech/domain';
import type { CatalogueImportResult, Product } from '@otech/domain';
import { importReasons, MAPPING_TEXT_MAX, planProductImport, productToRow, readMappingJson, storedCatalogue, WHOLE_FILE } from '@otech/domain/catalogue-import';
import type { ColumnMapping } from '@otech/domain/catalogue-import';
import type { ImportTally } from '@otech/domain/catalogue-import';
import { readUploadedCsv, UploadedCsvError } from '../../catalogue/uploadedCsv.ts';
import type { RegisterRoutes } from '../../context.ts';
import { catalogueCollections, upsertProducts } from '../../db/products.ts';
import { HttpError } from '../../http/errors.ts';

/** The largest CSV the catalogue page sends: about 40,000 products of a shop export. */
export const CATALOGUE_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

export const CATALOGUE_IMPORT_MESSAGES = {
  emptyFile: 'Le fichier est vide',
  unknownRayon: (category: string, code: string) => `Fichier de correspondance invalide : categories : "${category}" : "${code}" n'est pas un code de rayon`,
} as const;

const ImportQuerySchema = v.object({
  file: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line)), 'import.csv'),
  /** Absent or "false": a dry run, the report only. */
  apply: v.optional(v.picklist(['true', 'false']), 'false'),
  /** The mapping file's JSON (cli/README.md, "Mapping file"), as the page's column selects or an uploaded file make it. */
  mapping: v.optional(v.pipe(v.string(), v.maxLength(MAPPING_TEXT_MAX))),
});

const newTally = (): ImportTally => ({ created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] });

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
function storedProduct(product: Product, existing: Product | undefined): Product {
  return existing ? { ...product, id: existing.id, images: existing.images, imageUrl: existing.imageUrl } : product;
}

/**
 * POST /admin/catalogue/import?file=name.csv[&apply=true], the CSV as the body: the product
 * import of `otech import products` (same header names, clean-up, validation and row-by-row
 * report, the lines being the file's). Without apply it is a dry run. With apply, the products are
 * written only when no row is refused: all or nothing, in one catalogue write.
 */
export const registerCatalogueImportRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.post(
    '/admin/catalogue/import',
    ctx.requireAdmin,
    ctx.validateQuery(ImportQuerySchema),
    express.raw({ type: () => true, limit: CATALOGUE_IMPORT_MAX_BYTES }),
    ctx.handle(async (req, res) => {
      const query = res.locals['query'] as v.InferOutput<typeof ImportQuerySchema>;
      const { file, apply } = query;
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bytes.length === 0) throw new HttpError(400, CATALOGUE_IMPORT_MESSAGES.emptyFile);
      const rayons = catalogueCollections(db).rayon_produits;
      const mapping = readMapping(query.mapping, new Set(rayons.map((rayon) => rayon.nom_du_rayon)));
      const report = newTally();
      // Staff read the report in the browser: every reason in French, as the page around it.
      const say = importReasons('fr');
      const answer = (extra: Pick<CatalogueImportResult, 'encoding' | 'delimiter' | 'applied'>, header: string[] = []): CatalogueImportResult => ({ file, ...report, ...extra, header });

      let table;
      try {
        table = readUploadedCsv(bytes);
      } catch (error) {
        if (!(error instanceof UploadedCsvError)) throw error;
        report.rejections.push({ file, line: error.line, column: WHOLE_FILE, reason: say('unreadable', { detail: error.message }) });
        return res.json(answer({ encoding: '', delimiter: '', applied: false }));
      }
      const read = { encoding: table.encoding, delimiter: table.delimiter };
      if (!table.header) {
        report.rejections.push({ file, line: 1, column: WHOLE_FILE, reason: say('emptyFile', {}) });
        return res.json(answer({ ...read, applied: false }));
      }
      const products = db.products.all();
      const catalogue = storedCatalogue(new Map(products.map((product) => [product.reference ?? product.id, productToRow(product)])));
      const plan = await planProductImport({
        file,
        header: table.header,
        batches: [table.rows],
        catalogue,
        rayons,
        mapping,
        delimiter: table.delimiter,
        language: 'fr',
        report,
        keep: (_line, product) => product(),
      });
      const refused = !plan.readable || report.rejected > 0 || report.rejections.length > 0;
      const applied = apply === 'true' && !refused && report.created + report.updated > 0;
      if (applied) {
        await upsertProducts(db, [...plan.changed].map(([reference, product]) => storedProduct(product, db.products.byReference(reference))));
      }
      return res.json(answer({ ...read, applied }, table.header));
    }),
  );
};
