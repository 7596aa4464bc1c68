export * from './priceLists.ts';
export * from './priceListSchemas.ts';
export * from './customerPrice.ts';
export * from './priceTexts.ts';
