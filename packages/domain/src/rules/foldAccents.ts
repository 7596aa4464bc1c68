const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A text in lower case without its accents ('Énergie' gives 'energie'): how the shop compares words a
 * person types with stored ones (searches, headers, category names) and builds names from them
 * (pseudos, slugs). Letters with no accent to drop stay as they are ('œ', 'ß').
 */
export function foldAccents(text: string): string {
  // Printable ASCII has no accent to drop, and most references, EANs and headers are just that:
  // skipping the decomposition there is most of the cost of folding 40,000 products.
  const bare = PRINTABLE_ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return bare.toLowerCase();
}
