// The catalogue import shared by `otech import products` and the administration's catalogue page:
// header names, cell clean-up, product rows and the row-by-row plan. Kept out of the main barrel
// so no storefront bundle carries it.
export * from './columns.ts';
export * from './categories.ts';
export * from './importReport.ts';
export * from './importReasons.ts';
export * from './productCells.ts';
export * from './productImport.ts';
export * from './productRows.ts';
export * from './storedProductRows.ts';
export * from './storedProductJson.ts';
export * from './delimiter.ts';
export * from './mappingFile.ts';
export * from './recognisedExports.ts';
export * from './groupedWarnings.ts';
export * from './imageSources.ts';
