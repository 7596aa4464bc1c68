import express from 'express';
import sharp from 'sharp';
import { isWithinPhotoPixels, PHOTO_TOO_MANY_PIXELS_MESSAGE, ProductSchema } from '@otech/domain';
import type { Product } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { NoInput, RequestOf } from '../../http/route.ts';
import { photoDimensions, productPhoto } from '../../catalogue/photoEncoding.ts';
import { actorOf } from '../../db/auditTrail.ts';
import { changeProductPhoto } from '../../db/photoChanges.ts';
import type { PhotoView } from '@otech/domain';
import type { ProductPhoto } from '../../db/productPhotos.ts';
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

const isPhotoView = (view: string): view is PhotoView => view === 'av' || view === 'ar';
const FORMATS = new Set(['jpeg', 'png', 'webp']);

const refuse = (view: string, message: string) => new HttpError(400, VALIDATION_MESSAGE, [{ path: view, message }]);

/** The view as stored, from the file's content (its name and type are not trusted). */
async function encode(view: string, bytes: Buffer): Promise<ProductPhoto> {
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
    // A JPEG is kept byte for byte, as `otech import images` keeps it; the thumbnail's full decode checks it is whole.
    return await productPhoto(bytes, format === 'jpeg');
  } catch {
    throw refuse(view, PRODUCT_PHOTO_MESSAGES.notAnImage);
  }
}

/** The product of the address (its id, or its reference for `otech import images`) and the view asked, or the 404 / 400 naming what is wrong. */
function productAndView({ req, ctx }: RequestOf): { product: Product; view: PhotoView } {
  const reference = req.params['reference'];
  const product = reference === undefined ? ctx.db.products.byId(req.params['id'] ?? '') : ctx.db.products.byReference(reference);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const view = req.params['view'] ?? '';
  if (!isPhotoView(view)) throw refuse('view', PRODUCT_PHOTO_MESSAGES.unknownView);
  return { product, view };
}

async function replacePhoto(input: NoInput) {
  const { product, view } = productAndView(input);
  const sent: unknown = input.req.body;
  const photo = await encode(view, Buffer.isBuffer(sent) ? sent : Buffer.alloc(0));
  return changeProductPhoto(input.ctx.db, actorOf(input.ctx.adminOf(input.req)), product, view, photo);
}

function removeProductPhoto(input: NoInput) {
  const { product, view } = productAndView(input);
  return changeProductPhoto(input.ctx.db, actorOf(input.ctx.adminOf(input.req)), product, view, undefined);
}

/** Twice the limit is read, so a file just over it gets the French refusal rather than a 413. */
const photoBytes = express.raw({ type: () => true, limit: PRODUCT_PHOTO_MAX_BYTES * 2 });

/**
 * /admin/products/{id}/photos/{av|ar}: the catalogue page's editor replaces (PUT, the image as the
 * body) or removes (DELETE) one view of a product, stored in the shop's photo store as `otech import images`
 * stores it; the answer is the product with its new `images`.
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
  route({
    method: 'put',
    path: '/admin/products/by-reference/:reference/photos/:view',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: "Replaces the front (av) or back (ar) photo of the product of a reference (what `otech import images` sends through the running shop)",
    upload: 'application/octet-stream',
    before: () => [photoBytes],
    answer: ProductSchema,
    handle: replacePhoto,
  }),
  route({ method: 'delete', path: '/admin/products/:id/photos/:view', auth: 'admin', permission: 'catalogue.edit', summary: "Removes a product's front (av) or back (ar) photo", answer: ProductSchema, handle: removeProductPhoto }),
];
