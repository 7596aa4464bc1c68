import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PhotoLibrary } from './photos.ts';

const imagesDir = mkdtempSync(path.join(os.tmpdir(), 'otech-photos-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

describe('PhotoLibrary cache', () => {
  it('answers a reference outside the catalogue with no photos and never remembers it', async () => {
    const photos = new PhotoLibrary(imagesDir, (reference) => reference.startsWith('REF-'));
    for (let i = 0; i < 100; i += 1) expect(await photos.entry(`made-up-${i}`)).toEqual({ imageHD: [], av: null, ar: null });
    expect(photos.cachedCount).toBe(0);
  });

  it('holds at most its bound, forgetting the least recently asked first', async () => {
    const photos = new PhotoLibrary(imagesDir, (reference) => reference.startsWith('REF-'), 3);
    for (const reference of ['REF-1', 'REF-2', 'REF-3', 'REF-1', 'REF-4']) await photos.entry(reference);
    expect(photos.cachedCount).toBe(3);
  });
});
