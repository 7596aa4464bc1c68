// Public surface of the component library, one index per feature folder.
export * from './theme/index.ts';
export * from './base/index.ts';
export * from './storefront/index.ts';
export * from './catalogue/index.ts';
export * from './cart/index.ts';
export * from './pricing/index.ts';
export * from './forms/index.ts';
export * from './orders/index.ts';
export * from './account/index.ts';
export * from './admin/index.ts';
