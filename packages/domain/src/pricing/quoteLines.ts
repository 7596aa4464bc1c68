import type { CartItem } from '../schemas/cart.ts';
import type { QuoteOfferLine } from '../schemas/quoteOffer.ts';
import { fromCents, toCents } from '../rules/money.ts';
import { customerPrice } from './customerPrice.ts';
import type { CustomerTerms, PriceableProduct } from './customerPrice.ts';

/** A catalogue product as the quote editor adds it: one unit at the customer's own price. */
export function customerOfferLine(terms: CustomerTerms, product: PriceableProduct & { reference: string; name: string }, quantity = 1): QuoteOfferLine {
  return {
    reference: product.reference,
    designation: product.name,
    quantity,
    unitPriceHT: fromCents(customerPrice(terms, product, quantity).unitPriceCents),
    discountPercent: 0,
  };
}

/**
 * The lines staff start a quote from (issues 21 and 22): each requested line at the customer's own
 * price today (customerPrice on today's product, the product as requested when it left the
 * catalogue), or at the price the shop set on that cart line.
 */
export function customerOfferLines(items: readonly Pick<CartItem, 'product' | 'quantity' | 'customPrice'>[], terms: CustomerTerms, today: (productId: string) => PriceableProduct | undefined): QuoteOfferLine[] {
  return items.map((item) => {
    const line = customerOfferLine(terms, { ...item.product, ...today(item.product.id), reference: item.product.reference, name: item.product.name }, item.quantity);
    return item.customPrice == null ? line : { ...line, unitPriceHT: fromCents(toCents(item.customPrice)) };
  });
}
