import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '@otech/domain';
import { sendError } from '../http/errors.ts';
import { storedPhotoFile, storedPhotoTag } from '../db/productPhotos.ts';
import type { PhotoView } from '@otech/domain';
import type { SqlDatabase } from '../db/sql/connect.ts';

/** `<reference>/av.jpg`, `<reference>/ar.jpg` (HD) and `<reference>/thumb/{av,ar}.jpg` (the card's). */
const PHOTO_PATH = /^\/([^/]+)\/(thumb\/)?(av|ar)\.jpg$/;
/** Bytes of photos kept in memory: about 2,000 resized photos or thumbnails of 10 to 30 KB. */
const CACHE_BYTES = 48 * 1024 * 1024;

const isPhotoWidth = (width: number): width is PhotoWidth => (PHOTO_WIDTHS as readonly number[]).includes(width);

/** The file asked, from the address; `w` only for an HD view. A string is the field's error. */
function askedFile(path: string, asked: unknown): { reference: string; view: PhotoView; thumb: boolean; width?: PhotoWidth } | 'w' | undefined {
  const match = PHOTO_PATH.exec(path);
  if (!match) return asked === undefined ? undefined : 'w';
  let reference: string;
  try {
    reference = decodeURIComponent(match[1] ?? '');
  } catch {
    return undefined;
  }
  const thumb = match[2] !== undefined;
  const view = match[3] as PhotoView;
  if (asked === undefined) return { reference, view, thumb };
  const width = typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : Number.NaN;
  return !thumb && isPhotoWidth(width) ? { reference, view, thumb, width } : 'w';
}

/**
 * `GET /api/images/<reference>/[thumb/]{av,ar}.jpg[?w=<width>]`: a product photo from the photo
 * store (db/productPhotos.ts), which every API process shares. Each request reads the view's tag
 * (a small indexed row, so a photo replaced through another process is seen at once); the bytes,
 * resized with sharp for `w`, are kept in memory per tag and size, the least recently asked
 * forgotten past `maxBytes`. The tag is the ETag: a browser that has the photo gets a 304.
 */
export function servedPhotos(db: SqlDatabase, cacheControl: string, maxBytes = CACHE_BYTES): RequestHandler {
  const cache = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let held = 0;

  function forget(key: string): void {
    cache.delete(key);
    held -= sizes.get(key) ?? 0;
    sizes.delete(key);
  }

  function kept(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const known = cache.get(key);
    if (known) {
      cache.delete(key);
      cache.set(key, known);
      return known;
    }
    const made = make();
    cache.set(key, made);
    made.then(
      (bytes) => {
        if (cache.get(key) !== made) return;
        sizes.set(key, bytes.length);
        held += bytes.length;
        while (held > maxBytes && cache.size > 1) forget(cache.keys().next().value as string);
      },
      // A photo sharp cannot read is not kept: the next request tries again.
      () => forget(key),
    );
    return made;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const asked = askedFile(req.path, req.query['w']);
    if (asked === undefined) {
      next();
      return;
    }
    if (asked === 'w') {
      const message = `w : une largeur parmi ${PHOTO_WIDTHS.join(', ')}, pour la photo HD d'un produit (av.jpg ou ar.jpg)`;
      sendError(res, 400, 'Largeur de photo invalide', [{ path: 'w', message }]);
      return;
    }
    const { reference, view, thumb, width } = asked;
    const file = thumb ? 'thumb' : 'hd';
    const load = async () => {
      const stored = await storedPhotoFile(db, reference, view, file);
      if (stored === undefined) throw new Error(`the photo ${reference}/${view} was removed while it was read`);
      return stored.bytes;
    };
    storedPhotoTag(db, reference, view)
      .then(async (tag) => {
        // No such photo: the API's 404.
        if (tag === undefined) return next();
        const variant = width === undefined ? file : String(width);
        const etag = width === undefined ? `"${tag}-${variant}"` : `W/"${tag}-${variant}"`;
        res.set({ 'Cache-Control': cacheControl, ETag: etag });
        if (req.get('if-none-match') === etag) return res.status(304).end();
        const bytes = await kept(`${reference}/${view}|${tag}|${variant}`, async () =>
          width === undefined ? load() : sharp(await load()).resize({ width, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
        );
        return res.type('image/jpeg').send(bytes);
      })
      .catch(next);
  };
}
