import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { isWithinPhotoPixels, PHOTO_TOO_MANY_PIXELS_MESSAGE, ProductSchema } from '@otech/domain';
import type { Product } from '@otech/domain';
import type { RouteContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import type { NoInput, RequestOf } from '../../http/route.ts';
import { isSafeReference, thumbnailUrls } from '../../catalogue/photos.ts';
import { photoDimensions, thumbnail, toJpeg } from '../../catalogue/photoEncoding.ts';
import { replaceProduct } from '../../db/products.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../../http/messages.ts';

/** A product photo above this is a scan or a mistake: the limit of `otech import images`. */
const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const PRODUCT_PHOTO_MESSAGES = {
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

/** The product's card images, read again from the folder (back before front, as the seed lists them). */
async function withImages(ctx: RouteContext, product: Product, reference: string): Promise<Product> {
  const stored: Product = { ...product, images: thumbnailUrls(ctx.imagesDir, reference) };
  await replaceProduct(ctx.db, stored);
  return stored;
}

/** Changes one view of the product's photos and answers the product with its new `images`. */
async function withPhotos({ req, ctx }: RequestOf, change: (folder: string, view: string) => Promise<void>): Promise<Product> {
  const product = ctx.db.products.byId(req.params['id'] ?? '');
  const reference = product?.reference ?? product?.id ?? '';
  if (!product || !isSafeReference(reference)) throw notFound(PRODUCT_NOT_FOUND);
  const view = req.params['view'] ?? '';
  if (!VIEWS.has(view)) throw refuse('view', PRODUCT_PHOTO_MESSAGES.unknownView);
  await change(path.join(ctx.imagesDir, reference), view);
  return withImages(ctx, product, reference);
}

function replacePhoto(input: NoInput) {
  const sent: unknown = input.req.body;
  const bytes = Buffer.isBuffer(sent) ? sent : Buffer.alloc(0);
  return withPhotos(input, async (folder, view) => storeView(folder, view, await encode(view, bytes)));
}

function removePhoto(input: NoInput) {
  return withPhotos(input, async (folder, view) => {
    await rm(path.join(folder, 'thumb', `${view}.jpg`), { force: true });
    await rm(path.join(folder, `${view}.jpg`), { force: true });
  });
}

/** Twice the limit is read, so a file just over it gets the French refusal rather than a 413. */
const photoBytes = express.raw({ type: () => true, limit: PRODUCT_PHOTO_MAX_BYTES * 2 });

/**
 * /admin/products/{id}/photos/{av|ar}: the catalogue page's editor replaces (PUT, the image as the
 * body) or removes (DELETE) one view of a product, stored as `otech import images` stores it;
 * the answer is the product with its new `images`.
 */
export const adminProductPhotoRoutes = [
  route({
    method: 'put',
    path: '/admin/products/:id/photos/:view',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: "Replaces a product's front (av) or back (ar) photo: a JPEG, PNG or WebP of 5 MB at most as the body",
    upload: 'application/octet-stream',
    before: () => [photoBytes],
    answer: ProductSchema,
    handle: replacePhoto,
  }),
  route({ method: 'delete', path: '/admin/products/:id/photos/:view', auth: 'admin', permission: 'catalogue.edit', summary: "Removes a product's front (av) or back (ar) photo", answer: ProductSchema, handle: removePhoto }),
];
