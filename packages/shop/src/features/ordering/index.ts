// Ordering on account's public face: whether the cart's "Commander" orders, and the customer's credit in use.
export { useCreditInUseText, useOnlineOrdering } from './useOrdering.ts';
