// The cart's public face: the header's count, add-to-cart from any product list, and the keys a
// quote request invalidates when the server turns the cart into a quote.
export { useCart, useCartActions } from './useCart.ts';
export { useAddToCart } from './useAddToCart.ts';
export { cartKeys } from './queries.ts';
export { cartCacheAtom } from './cartCache.ts';
// Loaded by the header once a page is hydrated: the count of the stored cart and of the server's.
export const loadCartCountWatch = () => import('./cartCountWatch.ts');
// The product page's buy box on a page drawn as islands, which has no query cache.
export { addToStoredCart } from './addToStoredCart.ts';
// A product list's add-to-cart on a page drawn as islands (the catalogue's), loaded on its first press.
export { addProduct } from './addProduct.ts';
