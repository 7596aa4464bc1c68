export * from './numbers.ts';
export * from './date.ts';
export * from './paginator.ts';
export * from './counts.ts';
export * from './postalAddress.ts';
