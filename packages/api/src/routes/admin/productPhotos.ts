import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { isWithinPhotoPixels, PHOTO_TOO_MANY_PIXELS_MESSAGE } from '@otech/domain';
import type { Product } from '@otech/domain';
import type { RouteContext, RegisterRoutes } from '../../context.ts';
import { isSafeReference, thumbnailUrls } from '../../catalogue/photos.ts';
import { photoDimensions, thumbnail, toJpeg } from '../../catalogue/photoEncoding.ts';
import { replaceProduct } from '../../db/products.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue.ts';

/** A product photo above this is a scan or a mistake: the limit of `otech import images`. */
export const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const PRODUCT_PHOTO_MESSAGES = {
  empty: 'Aucun fichier envoyé',
  tooLarge: 'Fichier trop volumineux : 5 Mo au plus',
  notAnImage: 'Format non accepté : une image JPEG, PNG ou WebP est attendue',
  unknownView: 'Vue inconnue : av (face) ou ar (dos)',
} as const;

const VIEWS = new Set(['av', 'ar']);
const FORMATS = new Set(['jpeg', 'png', 'webp']);

const refuse = (view: string, message: string) => new HttpError(400, VALIDATION_MESSAGE, [{ path: view, message }]);

/** The HD JPEG and its thumbnail, from the file's content (its name and type are not trusted). */
async function encode(view: string, bytes: Buffer): Promise<{ hd: Buffer; thumb: Buffer }> {
  if (bytes.length === 0) throw refuse(view, PRODUCT_PHOTO_MESSAGES.empty);
  if (bytes.length > PRODUCT_PHOTO_MAX_BYTES) throw refuse(view, PRODUCT_PHOTO_MESSAGES.tooLarge);
  const format = await sharp(bytes)
    .metadata()
    .then((meta) => meta.format as string)
    .catch(() => undefined);
  if (format === undefined || !FORMATS.has(format)) throw refuse(view, PRODUCT_PHOTO_MESSAGES.notAnImage);
  // Read from the header, before any decoding (issue 27).
  const size = await photoDimensions(bytes);
  if (size && !isWithinPhotoPixels(size.width, size.height)) {
    throw new HttpError(413, PHOTO_TOO_MANY_PIXELS_MESSAGE, [{ path: view, message: PHOTO_TOO_MANY_PIXELS_MESSAGE }]);
  }
  try {
    // A JPEG is kept byte for byte, as `otech import images` keeps it; a full decode checks it is whole.
    const thumb = await thumbnail(bytes);
    return { hd: format === 'jpeg' ? bytes : await toJpeg(bytes), thumb };
  } catch {
    throw refuse(view, PRODUCT_PHOTO_MESSAGES.notAnImage);
  }
}

/** Both files are written beside their place then renamed: a failure leaves the previous photo whole. */
async function storeView(folder: string, view: string, files: { hd: Buffer; thumb: Buffer }): Promise<void> {
  await mkdir(path.join(folder, 'thumb'), { recursive: true });
  const staged = [
    { to: path.join(folder, `${view}.jpg`), bytes: files.hd },
    { to: path.join(folder, 'thumb', `${view}.jpg`), bytes: files.thumb },
  ].map((file) => ({ ...file, from: `${file.to}.${randomUUID()}.tmp` }));
  try {
    for (const file of staged) await writeFile(file.from, file.bytes);
    for (const file of staged) await rename(file.from, file.to);
  } finally {
    await Promise.all(staged.map((file) => rm(file.from, { force: true })));
  }
}

/**
 * /admin/products/{id}/photos/{av|ar}: the catalogue page's editor replaces (PUT, the image as the
 * body) or removes (DELETE) one view of a product, stored as `otech import images` stores it;
 * the answer is the product with its new `images`.
 */
export const registerAdminProductPhotoRoutes: RegisterRoutes = (router, ctx) => {
  const withPhotos = (change: (folder: string, view: string, req: express.Request) => Promise<void>) =>
    ctx.handle(async (req, res) => {
      const product = ctx.db.products.byId(req.params['id'] ?? '');
      const reference = product?.reference ?? product?.id ?? '';
      if (!product || !isSafeReference(reference)) throw notFound(PRODUCT_NOT_FOUND);
      const view = req.params['view'] ?? '';
      if (!VIEWS.has(view)) throw refuse('view', PRODUCT_PHOTO_MESSAGES.unknownView);
      await change(path.join(ctx.imagesDir, reference), view, req);
      res.json(await withImages(ctx, product, reference));
    });

  router.put(
    '/admin/products/:id/photos/:view',
    ctx.requireAdmin,
    // Twice the limit is read, so a file just over it gets the French refusal rather than a 413.
    express.raw({ type: () => true, limit: PRODUCT_PHOTO_MAX_BYTES * 2 }),
    withPhotos(async (folder, view, req) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await storeView(folder, view, await encode(view, bytes));
    }),
  );

  router.delete(
    '/admin/products/:id/photos/:view',
    ctx.requireAdmin,
    withPhotos(async (folder, view) => {
      await rm(path.join(folder, 'thumb', `${view}.jpg`), { force: true });
      await rm(path.join(folder, `${view}.jpg`), { force: true });
    }),
  );
};

/** The product's card images, read again from the folder (back before front, as the seed lists them). */
async function withImages(ctx: RouteContext, product: Product, reference: string): Promise<Product> {
  const stored: Product = { ...product, images: thumbnailUrls(ctx.imagesDir, reference) };
  await replaceProduct(ctx.db, stored);
  return stored;
}
