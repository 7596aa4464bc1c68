import type { PhotoView } from '../rules/productPhotoUrls.ts';
import type { Warning } from './importReport.ts';
import type { ImportLanguage } from './importReasons.ts';

/** An image address a product row gives (Shopify `Image Src`, `Variant Image`, PrestaShop `Image`…). */
export interface ImageSource {
  line: number;
  column: string;
  url: string;
}

/** Why an image address gave no photo: the import goes on, the product keeps the photos it had. */
export type ImageFailureKind = 'unsupported' | 'unreachable' | 'status' | 'timeout' | 'tooLarge' | 'notAnImage' | 'tooManyPixels';

export interface ImageFailure extends ImageSource {
  reference: string;
  kind: ImageFailureKind;
  /** The HTTP status, for `status`. */
  status?: number;
}

/**
 * Where a cell listing several addresses is split: at a comma followed by a space (WooCommerce's
 * "Images") or by the start of another address (PrestaShop's "URLs des images (x,y,z)"). A comma
 * inside an address (Cloudinary's `w_400,h_300,c_fill`) is neither.
 */
const BETWEEN_ADDRESSES = /,(?=\s|$|[a-z][a-z0-9+.-]*:\/\/|\.{0,2}\/|~\/|[a-z]:\\)/i;

/**
 * The addresses of an image cell. `several` is false for the columns where an export puts one
 * address (Shopify's `Image Src`, `Variant Image`): those are never split.
 */
export function imageAddresses(cell: string, several: boolean): string[] {
  return (several ? cell.split(BETWEEN_ADDRESSES) : [cell]).map((url) => url.trim()).filter((url) => url !== '');
}

/** The product's views from its image addresses: the first distinct one is the front (av), the second the back (ar). */
export function photoViewsOfSources(sources: readonly ImageSource[]): { view: PhotoView; source: ImageSource }[] {
  const distinct = sources.filter((source, index) => sources.findIndex((other) => other.url === source.url) === index);
  return distinct.slice(0, 2).map((source, index) => ({ view: index === 0 ? 'av' : 'ar', source }));
}

const WHY: Record<ImportLanguage, Record<ImageFailureKind, (failure: ImageFailure, limits: ImageLimits) => string>> = {
  en: {
    unsupported: () => 'not an http(s) address or a file path',
    unreachable: () => 'address or file not reachable',
    status: (failure) => `the server answered ${failure.status ?? '?'}`,
    timeout: (_failure, limits) => `no answer within ${limits.seconds} s`,
    tooLarge: (_failure, limits) => `over ${limits.megabytes} MB`,
    notAnImage: () => 'not a JPEG, PNG or WebP image',
    tooManyPixels: () => 'over 40 megapixels',
  },
  fr: {
    unsupported: () => "ni une adresse http(s) ni un chemin de fichier",
    unreachable: () => 'adresse ou fichier inaccessible',
    status: (failure) => `le serveur a répondu ${failure.status ?? '?'}`,
    timeout: (_failure, limits) => `pas de réponse en ${limits.seconds} s`,
    tooLarge: (_failure, limits) => `plus de ${limits.megabytes} Mo`,
    notAnImage: () => "ni une image JPEG, ni PNG, ni WebP",
    tooManyPixels: () => 'plus de 40 mégapixels',
  },
};

export interface ImageLimits {
  seconds: number;
  megabytes: number;
}

/** References named in a grouped warning before "…". */
const REFERENCES_SHOWN = 10;

/**
 * One warning per column and cause, naming every product (its reference and line) whose image was
 * not stored: "image not stored (no answer within 10 s): 3 products: SH-1 (line 2), SH-2 (line 3)…".
 */
export function imageFailureWarnings(file: string, failures: readonly ImageFailure[], limits: ImageLimits, language: ImportLanguage = 'en'): Warning[] {
  const groups = new Map<string, ImageFailure[]>();
  for (const failure of failures) {
    const key = JSON.stringify([failure.column, failure.kind, failure.status ?? 0]);
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [ImageFailure, ...ImageFailure[]];
    const why = WHY[language][first.kind](first, limits);
    // A product whose two addresses failed alike is one product without them, named once.
    const products = group.filter((failure, index) => group.findIndex((other) => other.reference === failure.reference && other.line === failure.line) === index);
    const named = products.slice(0, REFERENCES_SHOWN).map((failure) => (language === 'fr' ? `${failure.reference} (ligne ${failure.line})` : `${failure.reference} (line ${failure.line})`));
    const more = products.length > REFERENCES_SHOWN ? '…' : '';
    const reason =
      language === 'fr'
        ? `image non enregistrée (${why}) : ${products.length} produit${products.length > 1 ? 's' : ''} importé${products.length > 1 ? 's' : ''} sans elle : ${named.join(', ')}${more} ; première adresse : ${first.url}`
        : `image not stored (${why}): ${products.length} product${products.length > 1 ? 's' : ''} imported without it: ${named.join(', ')}${more}; first address: ${first.url}`;
    return { file, line: first.line, column: first.column, reason };
  });
}
