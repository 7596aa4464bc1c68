import { isInStock } from './stock.ts';
import { toCents } from './money.ts';
import { priceUpdatedText } from '../pricing/priceTexts.ts';

/** Texts of "Recommander" (the spec left it a placeholder; the shop puts the order back in the cart). */
export const REORDER_MESSAGES = {
  added: 'Articles de la commande ajoutés au panier',
  nothingAvailable: "Aucun article de cette commande n'est disponible",
  failed: "Erreur lors de l'ajout au panier",
} as const;

export function reorderPartialMessage(unavailable: readonly string[]): string {
  return `Articles ajoutés au panier, sauf ceux indisponibles : ${unavailable.join(', ')}`;
}

/**
 * What "Recommander" puts into the cart: each line of the order whose product is still sold and
 * in stock, with the quantity ordered; the others are named so the customer knows.
 */
export function reorderPlan<P extends { inStock?: boolean; stock?: number }>(
  items: readonly { productId: string; productName: string; quantity: number }[],
  productOf: (productId: string) => P | undefined,
): { lines: { product: P; quantity: number }[]; unavailable: string[] } {
  const lines: { product: P; quantity: number }[] = [];
  const unavailable: string[] = [];
  for (const item of items) {
    const product = productOf(item.productId);
    if (product && isInStock(product)) lines.push({ product, quantity: item.quantity });
    else unavailable.push(item.productName);
  }
  return { lines, unavailable };
}

/** The message after a reorder, from what could be added. */
export function reorderMessage(plan: { lines: readonly unknown[]; unavailable: readonly string[] }): string {
  if (plan.lines.length === 0) return REORDER_MESSAGES.nothingAvailable;
  return plan.unavailable.length === 0 ? REORDER_MESSAGES.added : reorderPartialMessage(plan.unavailable);
}

/**
 * "Recommander" adds the lines at today's prices (issue 22): each line whose price for this
 * customer today differs from the order's says so, "Pile A : Prix mis à jour : 4,38 € → 4,52 € HT".
 */
export function reorderPriceChanges(
  lines: readonly { productName: string; orderedUnitPrice: number; todayUnitPriceCents: number }[],
): string[] {
  return lines.flatMap((line) => {
    const text = priceUpdatedText(toCents(line.orderedUnitPrice), line.todayUnitPriceCents);
    return text ? [`${line.productName} : ${text}`] : [];
  });
}
