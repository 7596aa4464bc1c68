const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç' };

/**
 * Shop exports hold descriptions as HTML (Shopify "Body (HTML)", WooCommerce, Magento); the
 * catalogue shows plain text. Block tags become spaces, inline tags (em, strong, a…) vanish,
 * common entities become their character.
 */
export function htmlToPlainText(text: string): string {
  // Most cells hold neither character: indexOf answers that faster than the pattern.
  if ((!text.includes('<') && !text.includes('&')) || !/<[a-z/!]|&[a-z#0-9]+;/i.test(text)) return text;
  return text
    .replace(/<\/?(br|p|div|li|ul|ol|h\d|tr|td|th|table)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}
