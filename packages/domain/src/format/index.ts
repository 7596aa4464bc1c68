export * from './money.ts';
export * from './date.ts';
export * from './paginator.ts';
export * from './counts.ts';
