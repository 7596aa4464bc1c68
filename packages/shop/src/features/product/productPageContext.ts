import { createContext } from 'react';

/** Puts a quantity of a product in the signed-in customer's cart; rejects when the cart refused it. */
export type AddToCart = (productId: string, quantity: number) => Promise<unknown>;

/** What the product page's islands do through the app in the single-page app. */
export interface ProductPageActions {
  /** The cart write through the app's query cache (useCartActions). */
  addToCart: AddToCart;
  /** Loads the product again after a failure. */
  retry: () => void;
}

/**
 * Handed down by ProductRoute in the single-page app. An island hydrated alone, on a page drawn as
 * islands, has none above it: it writes the stored cart, and a retry loads the page again.
 */
export const ProductPageContext = createContext<ProductPageActions | null>(null);
