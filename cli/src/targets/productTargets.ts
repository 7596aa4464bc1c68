import type { Product, Rayon } from '@otech/domain';
import { CATALOGUE_HEADER } from '@otech/domain/catalogue-import';
import type { ImageFailure, ImageSource, ImportedProductText, StoredCatalogue } from '@otech/domain/catalogue-import';
import type { SqlDatabase } from '@otech/api/imports';
import { DATA_FILES, dataPath } from '../io/dataDir.ts';
import type { CatalogueLines } from '../io/catalogueLines.ts';
import { readCatalogueLines, readRayons } from '../io/dataFiles.ts';
import { removeStaleTemporaryFiles, StagedWrites } from '../io/stagedWrites.ts';

/** What the product import keeps of an imported product, made on demand: its catalogue line (the seed), the product and its stored text (the database). */
interface KeptProduct {
  line: () => string;
  product: () => Product;
  text: () => ImportedProductText;
}

/** Where `otech import products` reads the catalogue and writes the imported products. */
export interface ProductTarget {
  /** The target stores the photos of the file's image addresses (the shop's photo store); the seed does not. */
  fetchesImages: boolean;
  load(): Promise<{ rayons: Rayon[]; catalogue: StoredCatalogue }>;
  /** Writes the products; answers how many photos were stored and the image addresses that gave none (the products are written without them). */
  write(changed: ReadonlyMap<string, KeptProduct>, images: ProductImages): Promise<{ stored: number; failures: ImageFailure[] }>;
}

/** The image addresses of the imported products, and the folder a relative file path is read from (the file's). */
interface ProductImages {
  sources: ReadonlyMap<string, readonly ImageSource[]>;
  baseDir: string;
}

/** The shop's runtime database, in one transaction that moves the catalogue version on, with the import's audit entry (packages/api src/db/runtimeImports.ts). */
export function runtimeProducts(db: SqlDatabase, file: string): ProductTarget {
  let stored: ReadonlyMap<string, Product> = new Map();
  return {
    fetchesImages: true,
    async load() {
      const { storedCatalogueForImport } = await import('@otech/api/imports');
      const { catalogue, rayons, byReference } = await storedCatalogueForImport(db);
      stored = byReference;
      return { catalogue, rayons };
    },
    async write(changed, images) {
      const { fetchImportedPhotos, terminalImport, writeImportedProducts } = await import('@otech/api/imports');
      // Fetched before the transaction: a slow image server holds no database lock.
      const { photos, failures } = await fetchImportedPhotos(images.sources, images.baseDir);
      await writeImportedProducts(db, changed, stored, photos, terminalImport(file));
      return { stored: photos.length, failures };
    },
  };
}

/** The catalogue file after the import: stored products in their order, changed ones replaced, then the new ones. */
function* importedCatalogue(catalogue: CatalogueLines, changed: ReadonlyMap<string, KeptProduct>): Generator<string> {
  yield CATALOGUE_HEADER;
  for (const [reference, line] of catalogue.entries()) yield changed.get(reference)?.line() ?? line;
  for (const [reference, kept] of changed) if (!catalogue.has(reference)) yield kept.line();
}

/** The seed's data/products.csv (`--into-seed`), rewritten whole through a staged write. */
export function seedProducts(dataDir: string): ProductTarget {
  let catalogue: CatalogueLines | undefined;
  return {
    fetchesImages: false,
    async load() {
      await removeStaleTemporaryFiles(dataDir);
      const [rayons, lines] = await Promise.all([readRayons(dataDir), readCatalogueLines(dataDir)]);
      catalogue = lines;
      return { rayons, catalogue: lines };
    },
    async write(changed) {
      if (catalogue === undefined) throw new Error('the seed catalogue was written before it was read');
      const writes = new StagedWrites();
      writes.stage(dataPath(dataDir, DATA_FILES.products), importedCatalogue(catalogue, changed));
      await writes.commit();
      return { stored: 0, failures: [] };
    },
  };
}
