// The product page's public face: the contact form names the product a visitor asks about.
export { productQuery } from './queries.ts';
export { productHref } from './productHref.ts';
