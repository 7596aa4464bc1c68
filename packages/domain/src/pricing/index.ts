export * from './priceLists.ts';
export * from './priceListSchemas.ts';
export * from './customerPrice.ts';
export * from './priceTexts.ts';
export * from './pricedCart.ts';
export * from './productPrices.ts';
export * from './clientTerms.ts';
export * from './quoteLines.ts';
