import { describe, expect, it } from 'vitest';
import { imageAddresses, imageFailureWarnings, photoViewsOfSources } from './imageSources.ts';
import type { ImageFailure } from './imageSources.ts';

const limits = { seconds: 10, megabytes: 5 };
const failure = (reference: string, line: number, kind: ImageFailure['kind'], status?: number): ImageFailure => ({ reference, line, column: 'Image Src', url: `https://cdn.example/${reference}.jpg`, kind, ...(status === undefined ? {} : { status }) });

describe('image addresses of a product import', () => {
  it('splits a list of addresses at the commas between them', () => {
    expect(imageAddresses(' https://a/1.jpg, https://a/2.jpg ,', true)).toEqual(['https://a/1.jpg', 'https://a/2.jpg']);
    expect(imageAddresses('https://a/1.jpg,https://a/2.jpg,/srv/photos/3.jpg,./4.jpg', true)).toEqual(['https://a/1.jpg', 'https://a/2.jpg', '/srv/photos/3.jpg', './4.jpg']);
    expect(imageAddresses('', true)).toEqual([]);
  });

  it('keeps the commas inside an address (Cloudinary transformations), in a list and in a one-address column', () => {
    const cloudinary = 'https://res.cloudinary.com/demo/image/upload/w_400,h_300,c_fill/pile.jpg';
    expect(imageAddresses(cloudinary, true)).toEqual([cloudinary]);
    expect(imageAddresses(`${cloudinary},https://a/2.jpg`, true)).toEqual([cloudinary, 'https://a/2.jpg']);
    expect(imageAddresses(` ${cloudinary} `, false)).toEqual([cloudinary]);
  });

  it('takes the first distinct address as the front and the second as the back, no more', () => {
    const at = (url: string) => ({ line: 2, column: 'Image', url });
    expect(photoViewsOfSources([at('a'), at('a'), at('b'), at('c')]).map(({ view, source }) => `${view}:${source.url}`)).toEqual(['av:a', 'ar:b']);
  });

  it('groups the failures by column and cause, naming every product by reference and line', () => {
    const warnings = imageFailureWarnings('shop.csv', [failure('A', 2, 'status', 404), failure('B', 5, 'timeout'), failure('C', 7, 'status', 404)], limits);
    expect(warnings).toEqual([
      { file: 'shop.csv', line: 2, column: 'Image Src', reason: 'image not stored (the server answered 404): 2 products imported without it: A (line 2), C (line 7); first address: https://cdn.example/A.jpg' },
      { file: 'shop.csv', line: 5, column: 'Image Src', reason: 'image not stored (no answer within 10 s): 1 product imported without it: B (line 5); first address: https://cdn.example/B.jpg' },
    ]);
    // Both addresses of one product failing alike: one product, named once.
    expect(imageFailureWarnings('shop.csv', [failure('A', 2, 'unreachable'), { ...failure('A', 2, 'unreachable'), url: './back.jpg' }], limits)[0]?.reason).toBe('image not stored (address or file not reachable): 1 product imported without it: A (line 2); first address: https://cdn.example/A.jpg');
    expect(imageFailureWarnings('shop.csv', [failure('A', 2, 'tooLarge')], limits, 'fr')[0]?.reason).toBe('image non enregistrée (plus de 5 Mo) : 1 produit importé sans elle : A (ligne 2) ; première adresse : https://cdn.example/A.jpg');
  });
});
