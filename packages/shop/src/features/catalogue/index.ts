// The catalogue's public face for other features: the category list the product page also shows,
// and the query, page and refresh keys the catalogue with cart builds on.
export { useCategories } from './useCategories.ts';
export { useProductPage } from './useProductPage.ts';
export { brandsQuery, catalogueKeys } from './queries.ts';
export {
  changeFilters,
  readCatalogueQuery,
  readPageSize,
  writeCatalogueQuery,
  writePageSize,
  type CatalogueLocation,
} from './catalogueQuery.ts';
