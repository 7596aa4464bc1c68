// The catalogue's public face for other features: the category list the product page also shows.
export { useCategories } from './useCategories.ts';
