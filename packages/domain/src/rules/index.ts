export * from './vat.ts';
