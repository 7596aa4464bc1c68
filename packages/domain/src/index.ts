// The shop's single source of business truth: schemas, rules, forms and French formatting.
export * from './schemas/index.ts';
export * from './rules/index.ts';
export * from './forms/index.ts';
export * from './format/index.ts';
export * from './limits.ts';
export * from './pricing/index.ts';
