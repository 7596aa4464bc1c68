export * from './issues.ts';
export * from './ean.ts';
export * from './product.ts';
export * from './rayon.ts';
export * from './client.ts';
