export * from './vat.ts';
export * from './role.ts';
export * from './signIn.ts';
export * from './pseudo.ts';
export * from './stock.ts';
export * from './cart.ts';
export * from './quantity.ts';
export * from './hdImages.ts';
