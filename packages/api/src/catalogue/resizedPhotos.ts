import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '@otech/domain';
import { sendError } from '../http/errors.ts';
import { isSafeReference } from './photos.ts';

/** A product's HD view under /api/images: `<reference>/av.jpg` or `<reference>/ar.jpg`. */
const HD_VIEW = /^\/([^/]+)\/(a[vr]\.jpg)$/;
/** Resized photos kept in memory (about 10 to 30 KB each): the product pages most visited. */
const RESIZED_CACHE_MAX = 2_000;

const isPhotoWidth = (width: number): width is PhotoWidth => (PHOTO_WIDTHS as readonly number[]).includes(width);

/**
 * `GET /api/images/<reference>/{av,ar}.jpg?w=<width>`: the HD photo at one of the domain's smaller
 * widths, resized with sharp on first demand and kept in memory, the least recently asked forgotten
 * past `maxEntries`. A photo replaced from the editor has another date or size, hence another key.
 * Without `w` the original file is served as it is (express.static, next).
 */
export function resizedPhotos(imagesDir: string, cacheControl: string, maxEntries = RESIZED_CACHE_MAX): RequestHandler {
  const cache = new Map<string, Promise<Buffer>>();

  function resized(file: string, width: PhotoWidth, key: string): Promise<Buffer> {
    const kept = cache.get(key);
    if (kept) {
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
    const made = sharp(file).resize({ width, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    cache.set(key, made);
    // A file sharp cannot read is not kept: the next request tries again.
    made.catch(() => cache.delete(key));
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return made;
  }

  return (req, res, next) => {
    const asked = req.query['w'];
    if (asked === undefined) {
      next();
      return;
    }
    const width = typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : Number.NaN;
    const view = HD_VIEW.exec(req.path);
    const reference = view ? decodeURIComponent(view[1] ?? '') : '';
    if (!isPhotoWidth(width) || !view || !isSafeReference(reference)) {
      const message = `w : une largeur parmi ${PHOTO_WIDTHS.join(', ')}, pour la photo HD d'un produit (av.jpg ou ar.jpg)`;
      sendError(res, 400, 'Largeur de photo invalide', [{ path: 'w', message }]);
      return;
    }
    const file = path.join(imagesDir, reference, view[2] ?? '');
    stat(file).then(
      async (info) => {
        const tag = `W/"${width}-${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}"`;
        res.set({ 'Cache-Control': cacheControl, ETag: tag });
        if (req.get('if-none-match') === tag) {
          res.status(304).end();
          return;
        }
        const bytes = await resized(file, width, `${file}|${tag}`);
        res.type('image/jpeg').send(bytes);
      },
      // No such photo: the static files answer it (a 404).
      () => next(),
    ).catch(next);
  };
}
