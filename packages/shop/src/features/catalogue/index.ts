// The catalogue's public face for other features: the category list and the HD upgrade the product
// page also uses, and the query, page and refresh keys the catalogue with cart builds on.
export { useCategories } from './useCategories.ts';
export { useHdUpgrade } from './useHdUpgrade.ts';
export { useProductPage } from './useProductPage.ts';
export { useCatalogueListing } from './useCatalogueListing.ts';
export { catalogueKeys, prefetchHdImages, categoriesQuery } from './queries.ts';
export {
  changeFilters,
  readCatalogueQuery,
  readPageSize,
  writeCatalogueQuery,
  writePageSize,
  type CatalogueLocation,
} from './catalogueQuery.ts';
