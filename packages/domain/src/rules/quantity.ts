/** Quantity bounds of the detail-page form (spec 1 section 5 and section 9). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;

/** Minus is disabled at 1 or below (spec 1 section 5). */
export function canDecrement(quantity: number): boolean {
  return quantity > QUANTITY_MIN;
}

/** Plus is disabled at the stock or above, and at the 1000 maximum (spec 1 section 5). */
export function canIncrement(quantity: number, stock: number): boolean {
  return quantity < stock && quantity < QUANTITY_MAX;
}

/**
 * Brings a typed quantity back between 1 and the smaller of 1000 and the stock; never below 1,
 * even with no stock, since add-to-cart is then disabled anyway. Not a number gives 1.
 */
export function clampQuantity(quantity: number, stock: number): number {
  if (Number.isNaN(quantity)) return QUANTITY_MIN;
  const max = Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, Math.floor(stock)));
  return Math.min(max, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}

/** Add-to-cart is disabled at stock 0, while adding, or with an invalid form (spec 1 section 5). */
export function canAddToCart(state: { stock: number; adding: boolean; formValid: boolean }): boolean {
  return state.stock > 0 && !state.adding && state.formValid;
}
