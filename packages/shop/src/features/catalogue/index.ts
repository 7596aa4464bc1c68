// The catalogue's public face for other features: the category list and the HD upgrade the product page also uses.
export { useCategories } from './useCategories.ts';
export { useHdUpgrade } from './useHdUpgrade.ts';
