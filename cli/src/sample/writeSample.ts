import path from 'node:path';
import { awaitsValidation, type Product } from '@otech/domain';
import { catalogueCsv, productToRow } from '@otech/domain/catalogue-import';
import { DATA_FILES, dataPath, jsonText } from '../io/dataDir.ts';
import { StagedWrites } from '../io/stagedWrites.ts';
import { sampleActivity } from './activity.ts';
import { sampleAdmins } from './admins.ts';
import { generateProducts, RAYON_SHARES } from './catalogue.ts';
import { sampleClients } from './clients.ts';
import { sampleNomenclatures } from './nomenclatures.ts';
import { sampleReferencements } from './referencements.ts';
import { sampleReminders } from './reminders.ts';
import { productPicture, productPictureFiles } from './pictures.ts';
import { createRng } from './prng.ts';
import { SAMPLE_RAYONS } from './rayons.ts';

/** Seed of the committed sample; `otech generate products` defaults to it too. */
export const SAMPLE_SEED = 2025;
const SAMPLE_PRODUCT_COUNT = 320;
/**
 * References per rayon repeated in the legacy base64 export, with the very bytes of their photos:
 * `otech import images data/images-base64.json` then finds nothing new, as an import run twice should.
 */
const LEGACY_EXPORT_PER_RAYON = 1;

/** The demo customer's orders draw from the first products of each rayon, a small varied set. */
const DEMO_ORDER_PRODUCTS_PER_RAYON = 4;

function byRayon(products: readonly Product[], take: number): Product[] {
  return Object.keys(RAYON_SHARES).flatMap((code) => products.filter((p) => p.category === code).slice(0, take));
}

/** Pictures drawn at once: sharp works off the main thread, so a few in flight use the cores without flooding memory. */
const PICTURES_IN_FLIGHT = 4;

/** Stages the pictures of every product under `imagesDir`. */
export async function stageProductPictures(products: readonly Product[], imagesDir: string, writes: StagedWrites): Promise<void> {
  for (let start = 0; start < products.length; start += PICTURES_IN_FLIGHT) {
    const batch = await Promise.all(products.slice(start, start + PICTURES_IN_FLIGHT).map(productPictureFiles));
    for (const file of batch.flat()) writes.stage(path.join(imagesDir, ...file.segments), file.bytes);
  }
}

/** The text files of the sample, by path inside the data folder; pure, so cheap to compare. */
export function sampleTextFiles(): Map<string, string> {
  const products = generateProducts(SAMPLE_PRODUCT_COUNT, createRng(SAMPLE_SEED));
  const clients = sampleClients();
  // Registrations awaiting validation have never signed in: no orders, addresses or settings.
  const customers = clients.filter((client) => !awaitsValidation(client));
  const activity = sampleActivity(createRng(SAMPLE_SEED + 1), customers, products, byRayon(products, DEMO_ORDER_PRODUCTS_PER_RAYON));
  return new Map([
    [DATA_FILES.products, catalogueCsv(products.map(productToRow))],
    [DATA_FILES.rayons, jsonText(SAMPLE_RAYONS)],
    [DATA_FILES.clients, jsonText(clients)],
    [DATA_FILES.admins, jsonText(sampleAdmins(Buffer.from('0tech-sample-salt')))],
    [DATA_FILES.orders, jsonText(activity.orders)],
    [DATA_FILES.factures, jsonText(activity.factures)],
    [DATA_FILES.quoteRequests, jsonText(activity.quoteRequests)],
    [DATA_FILES.addresses, jsonText(activity.addresses)],
    [DATA_FILES.favorites, jsonText(activity.favorites)],
    [DATA_FILES.loyalty, jsonText(activity.loyalty)],
    [DATA_FILES.notifications, jsonText(activity.notifications)],
    [DATA_FILES.notificationSettings, jsonText(activity.notificationSettings)],
    [DATA_FILES.nomenclatures, jsonText(sampleNomenclatures(products))],
    [DATA_FILES.referencements, jsonText(sampleReferencements(products))],
    [DATA_FILES.reminders, jsonText(sampleReminders(activity.factures))],
  ]);
}

/**
 * Writes the whole committed sample into `dataDir`: same seed, same files. `pictures: false` leaves
 * out the product pictures (a few minutes of drawing), for checks of the records alone.
 */
export async function writeSample(dataDir: string, { pictures = true }: { pictures?: boolean } = {}): Promise<{ files: number }> {
  const products = generateProducts(SAMPLE_PRODUCT_COUNT, createRng(SAMPLE_SEED));
  const writes = new StagedWrites();
  for (const [file, text] of sampleTextFiles()) writes.stage(dataPath(dataDir, file), text);

  if (pictures) await stageProductPictures(products, dataPath(dataDir, DATA_FILES.images), writes);
  // The legacy export: one record per photo, with and without the data-URL prefix it sometimes had.
  const legacy: { reference: string; type: 'AV' | 'AR'; base64: string }[] = [];
  for (const product of byRayon(products, LEGACY_EXPORT_PER_RAYON)) {
    for (const side of ['av', 'ar'] as const) {
      const base64 = (await productPicture(product, side)).toString('base64');
      legacy.push({ reference: product.reference, type: side === 'av' ? 'AV' : 'AR', base64: side === 'av' ? `data:image/jpeg;base64,${base64}` : base64 });
    }
  }
  writes.stage(dataPath(dataDir, DATA_FILES.imagesBase64), jsonText(legacy));

  await writes.commit();
  return { files: writes.size };
}
