import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { isWithinPhotoPixels } from '@otech/domain';
import { photoViewsOfSources } from '@otech/domain/catalogue-import';
import type { ImageFailure, ImageFailureKind, ImageLimits, ImageSource } from '@otech/domain/catalogue-import';
import type { PhotoOfProduct, ProductPhoto } from '../db/productPhotos.ts';
import { photoDimensions, productPhoto } from './photoEncoding.ts';

/*
 * The image addresses of a product import (issue 20), fetched where the shop can reach them: an
 * http(s) address, or a file path (relative to `baseDir`, or a file: URL). A failure is the
 * product's, never the row's: the product is imported without that photo and the report says why.
 */

/** An image address gets 10 s and 5 MB at most: the limits of a photo uploaded by hand. */
export const IMPORTED_IMAGE_LIMITS: ImageLimits = { seconds: 10, megabytes: 5 };
/** Addresses fetched at once. */
const AT_ONCE = 4;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

class NotFetched extends Error {
  constructor(
    readonly kind: ImageFailureKind,
    readonly status?: number,
  ) {
    super(kind);
  }
}

async function bodyWithin(response: Response, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new NotFetched('tooLarge');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new NotFetched('tooLarge');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function download(url: string, limits: ImageLimits): Promise<Buffer> {
  const maxBytes = limits.megabytes * 1024 * 1024;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(limits.seconds * 1000) });
    if (!response.ok) throw new NotFetched('status', response.status);
    return await bodyWithin(response, maxBytes);
  } catch (error) {
    if (error instanceof NotFetched) throw error;
    throw new NotFetched(error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'unreachable');
  }
}

async function readLocal(file: string, limits: ImageLimits): Promise<Buffer> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new NotFetched('unreachable');
  if (info.size > limits.megabytes * 1024 * 1024) throw new NotFetched('tooLarge');
  return readFile(file);
}

/** The bytes at an address: http(s), file: or a path; anything else is refused. */
function bytesAt(url: string, baseDir: string, limits: ImageLimits): Promise<Buffer> {
  if (/^https?:\/\//i.test(url)) return download(url, limits);
  if (/^file:\/\//i.test(url)) return readLocal(fileURLToPath(url), limits);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[a-z]:[\\/]/i.test(url)) return Promise.reject(new NotFetched('unsupported'));
  return readLocal(path.resolve(baseDir, url), limits);
}

/** The photo as the shop stores it, checked as an upload is: its format from its content, its pixels from its header. */
async function photoOf(bytes: Buffer): Promise<ProductPhoto> {
  const format = await sharp(bytes)
    .metadata()
    .then((meta) => meta.format as string)
    .catch(() => undefined);
  if (format === undefined || !FORMATS.has(format)) throw new NotFetched('notAnImage');
  const size = await photoDimensions(bytes);
  if (size && !isWithinPhotoPixels(size.width, size.height)) throw new NotFetched('tooManyPixels');
  return productPhoto(bytes, format === 'jpeg').catch(() => {
    throw new NotFetched('notAnImage');
  });
}

/**
 * Fetches the photos of the imported products: each product's first address is its front (av),
 * the second its back (ar). Answers the photos and, for the others, why not.
 */
export async function fetchImportedPhotos(sources: ReadonlyMap<string, readonly ImageSource[]>, baseDir: string, limits: ImageLimits = IMPORTED_IMAGE_LIMITS): Promise<{ photos: PhotoOfProduct[]; failures: ImageFailure[] }> {
  const jobs = [...sources].flatMap(([reference, list]) => photoViewsOfSources(list).map(({ view, source }) => ({ reference, view, source })));
  const photos: PhotoOfProduct[] = [];
  const failures: ImageFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        photos.push({ reference: job.reference, view: job.view, photo: await photoOf(await bytesAt(job.source.url, baseDir, limits)) });
      } catch (error) {
        if (!(error instanceof NotFetched)) throw error;
        failures.push({ ...job.source, reference: job.reference, kind: error.kind, ...(error.status === undefined ? {} : { status: error.status }) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, jobs.length) }, worker));
  failures.sort((a, b) => a.line - b.line);
  return { photos, failures };
}
