// The cart's public face: the header's count, add-to-cart from any product list, and the keys a
// quote request invalidates when the server turns the cart into a quote.
export { useCart, useCartActions } from './useCart.ts';
export { useAddToCart } from './useAddToCart.ts';
export { cartKeys } from './queries.ts';
export { cartCacheAtom } from './cartCache.ts';
// Loaded by the header once a page is hydrated: the count of the stored cart and of the server's.
export const loadCartCountWatch = () => import('./cartCountWatch.ts');
