import { createContext } from 'react';

/** Puts a quantity of a product in the signed-in customer's cart; rejects when the cart refused it. */
export type AddToCart = (productId: string, quantity: number) => Promise<unknown>;

/**
 * The app's own cart write, through its query cache, which ProductRoute hands the buy box in the
 * single-page app. A buy box hydrated alone, on a page drawn as islands, has none above it.
 */
export const AddToCartContext = createContext<AddToCart | null>(null);
