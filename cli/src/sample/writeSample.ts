import type { Product } from '@otech/domain';
import { catalogueCsv, productToRow } from '../csv/productRows.ts';
import { thumbnail } from '../images/jpeg.ts';
import { DATA_FILES, dataPath, jsonText } from '../io/dataDir.ts';
import { StagedWrites } from '../io/stagedWrites.ts';
import { sampleActivity } from './activity.ts';
import { sampleAdmins } from './admins.ts';
import { generateProducts, RAYON_SHARES } from './catalogue.ts';
import { sampleClients } from './clients.ts';
import { productPicture } from './pictures.ts';
import { createRng } from './prng.ts';
import { SAMPLE_RAYONS } from './rayons.ts';

/** Seed of the committed sample; `otech generate products` defaults to it too. */
export const SAMPLE_SEED = 2025;
export const SAMPLE_PRODUCT_COUNT = 320;
/** References per rayon that get generated photos (a few dozen in all, data/ stays small). */
const PICTURED_PER_RAYON = 4;
/** References per rayon whose photos ship only in the legacy base64 export. */
const BASE64_ONLY_PER_RAYON = 1;

function byRayon(products: readonly Product[], skip: number, take: number): Product[] {
  return Object.keys(RAYON_SHARES).flatMap((code) => products.filter((p) => p.category === code).slice(skip, skip + take));
}

/** The text files of the sample, by path inside the data folder; pure, so cheap to compare. */
export function sampleTextFiles(): Map<string, string> {
  const products = generateProducts(SAMPLE_PRODUCT_COUNT, createRng(SAMPLE_SEED));
  const clients = sampleClients();
  const activity = sampleActivity(createRng(SAMPLE_SEED + 1), clients, products, byRayon(products, 0, PICTURED_PER_RAYON));
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
  ]);
}

/** Writes the whole committed sample into `dataDir`: same seed, same files. */
export async function writeSample(dataDir: string): Promise<{ files: number }> {
  const products = generateProducts(SAMPLE_PRODUCT_COUNT, createRng(SAMPLE_SEED));
  const writes = new StagedWrites();
  for (const [file, text] of sampleTextFiles()) writes.stage(dataPath(dataDir, file), text);

  for (const product of byRayon(products, 0, PICTURED_PER_RAYON)) {
    for (const side of ['av', 'ar'] as const) {
      const picture = await productPicture(product, side);
      writes.stage(dataPath(dataDir, DATA_FILES.images, product.reference, `${side}.jpg`), picture);
      writes.stage(dataPath(dataDir, DATA_FILES.images, product.reference, 'thumb', `${side}.jpg`), await thumbnail(picture));
    }
  }
  // The legacy export: one record per photo, with and without the data-URL prefix it sometimes had.
  const legacy: { reference: string; type: 'AV' | 'AR'; base64: string }[] = [];
  for (const product of byRayon(products, PICTURED_PER_RAYON, BASE64_ONLY_PER_RAYON)) {
    for (const side of ['av', 'ar'] as const) {
      const base64 = (await thumbnail(await productPicture(product, side))).toString('base64');
      legacy.push({ reference: product.reference, type: side === 'av' ? 'AV' : 'AR', base64: side === 'av' ? `data:image/jpeg;base64,${base64}` : base64 });
    }
  }
  writes.stage(dataPath(dataDir, DATA_FILES.imagesBase64), jsonText(legacy));

  await writes.commit();
  return { files: writes.size };
}
