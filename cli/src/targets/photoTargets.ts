import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { PhotoView } from '@otech/domain';
import type { SqlDatabase } from '@otech/api/imports';
import { photoTag } from '@otech/api/photos';
import type { ProductPhoto } from '@otech/api/photos';
import type { Candidate } from '../commands/importImages.ts';
import { DATA_FILES, dataPath } from '../io/dataDir.ts';
import { readCatalogue } from '../io/dataFiles.ts';
import { StagedWrites } from '../io/stagedWrites.ts';
import { shopApi, staffToken } from './throughShop.ts';
import type { ShopOptions } from './throughShop.ts';


/** A photo the import checked and will store. */
export interface AcceptedPhoto {
  reference: string;
  view: PhotoView;
  photo: ProductPhoto;
  /** The file as read: what the running shop is sent, to check and encode as its own uploads. */
  original: Buffer;
  candidate: Candidate;
  /** What the photo does to the target's: counted as created or updated until the target refuses it. */
  change: 'new' | 'changed';
}

/** Where `otech import images` finds the references and stores the photos. */
export interface PhotoTarget {
  /** How an unknown reference is said to be missing. */
  catalogueName: string;
  references(): Promise<Iterable<string>>;
  compare(reference: string, view: PhotoView, photo: ProductPhoto): Promise<'new' | 'same' | 'changed'>;
  /** Stores the photos; answers those the target refused, with why (the running shop checks each). */
  write(photos: readonly AcceptedPhoto[]): Promise<{ photo: AcceptedPhoto; reason: string }[]>;
}

/** The shop's photo store in its runtime database, in one transaction with the import's audit entry (packages/api src/db/runtimeImports.ts); `input` is the file or folder imported. */
export function runtimePhotos(db: SqlDatabase, input: string): PhotoTarget {
  let tags: Promise<Map<string, string>> | undefined;
  return {
    catalogueName: "not in the shop's catalogue",
    async references() {
      const { storedReferences } = await import('@otech/api/imports');
      return storedReferences(db);
    },
    async compare(reference, view, photo) {
      const { storedPhotoTags, storedReferences } = await import('@otech/api/imports');
      tags ??= storedReferences(db).then((references) => storedPhotoTags(db, references));
      const stored = (await tags).get(`${reference}/${view}`);
      return stored === undefined ? 'new' : stored === photoTag(photo) ? 'same' : 'changed';
    },
    async write(photos) {
      const { terminalImport, writeImportedPhotos } = await import('@otech/api/imports');
      await writeImportedPhotos(db, photos, terminalImport(input));
      return [];
    },
  };
}

/**
 * The running shop (the embedded database is its process's): each photo sent to the staff upload
 * of its product's reference, which checks and stores it as an upload from the administration.
 * The served photo's ETag names its content, so an unchanged photo is not sent again.
 */
export function shopPhotos(options: ShopOptions): PhotoTarget {
  const api = shopApi(options);
  const photoUrl = (reference: string, view: PhotoView) => `${api}/images/${encodeURIComponent(reference)}/${view}.jpg`;
  return {
    catalogueName: "not in the running shop's catalogue",
    async references() {
      const response = await fetch(`${api}/products/all`);
      if (!response.ok) throw new Error(`${api}/products/all: ${response.status}`);
      return ((await response.json()) as { id: string; reference?: string }[]).map((product) => product.reference ?? product.id);
    },
    async compare(reference, view, photo) {
      const response = await fetch(photoUrl(reference, view), { method: 'HEAD' });
      if (response.status === 404) return 'new';
      return response.headers.get('etag') === `"${photoTag(photo)}-hd"` ? 'same' : 'changed';
    },
    async write(photos) {
      const token = await staffToken(api, options);
      const refused: { photo: AcceptedPhoto; reason: string }[] = [];
      for (const accepted of photos) {
        const endpoint = `${api}/admin/products/by-reference/${encodeURIComponent(accepted.reference)}/photos/${accepted.view}`;
        const response = await fetch(endpoint, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: accepted.original });
        if (response.ok) continue;
        const body = (await response.json().catch(() => ({}))) as { message?: string; issues?: { message: string }[] };
        refused.push({ photo: accepted, reason: `the shop refused it (${response.status}): ${body.issues?.[0]?.message ?? body.message ?? response.statusText}` });
      }
      return refused;
    },
  };
}

/** The seed's data/images/<reference>/ (`--into-seed`), written through staged writes. */
export function seedPhotos(dataDir: string): PhotoTarget {
  const hdFile = (reference: string, view: PhotoView) => dataPath(dataDir, DATA_FILES.images, reference, `${view}.jpg`);
  return {
    catalogueName: 'not in data/products.csv',
    async references() {
      return (await readCatalogue(dataDir)).keys();
    },
    async compare(reference, view, photo) {
      const file = hdFile(reference, view);
      if (!existsSync(file)) return 'new';
      return (await readFile(file)).equals(photo.hd) ? 'same' : 'changed';
    },
    async write(photos) {
      const writes = new StagedWrites();
      for (const { reference, view, photo } of photos) {
        writes.stage(hdFile(reference, view), photo.hd);
        writes.stage(dataPath(dataDir, DATA_FILES.images, reference, 'thumb', `${view}.jpg`), photo.thumb);
      }
      await writes.commit();
      return [];
    },
  };
}
