// A signed-in customer's own prices: the cart's today's prices, and a product list's prices.
export { usePricedCart } from './usePricedCart.ts';
export { pricingKeys } from './queries.ts';
export { useCustomerPrices } from './useCustomerPrices.ts';
