import { creditInUseCents, exceedsCreditLimit, orderAmountTTCCents } from './creditInUse.ts';
import type { CreditInvoice, CreditOrder } from './creditInUse.ts';
import { fromCents } from './money.ts';
import type { OrderItem } from '../schemas/order.ts';
import type { Address } from '../schemas/address.ts';
import type { PricedCartLine } from '../pricing/pricedCart.ts';
import { EMPTY_CART_ALERT } from './cartSidebar.ts';

/*
 * Placing an order on account (issue 22): from an accepted quote, or from the cart where online
 * ordering is open. An order that would take credit in use above the limit is held for staff.
 */

export const CREDIT_HOLD_MESSAGE = 'Votre encours dépasse le plafond autorisé : notre service commercial valide votre commande.';
/** The account's label of a held order, in place of the plain "En attente". */
export const CREDIT_HOLD_LABEL = 'En attente de validation';

export const ORDERING_MESSAGES = {
  orderingClosed: 'La commande en ligne est fermée : demandez un devis.',
  emptyCart: EMPTY_CART_ALERT,
  notHeld: "Cette commande n'attend pas de validation",
  confirmed: (orderNumber: string) => `Commande ${orderNumber} confirmée`,
} as const;

/** "Paiement à 30 jours fin de facture", from the client's payment terms in days. */
export function paymentTermsText(days: number): string {
  return `Paiement à ${days} jours fin de facture`;
}

/**
 * The status an order is created with: 'confirmed', or 'pending' with the credit hold when its
 * amount would take the customer's credit in use above their limit.
 */
export function placedOrderStatus(
  order: Pick<CreditOrder, 'items'>,
  account: { invoices: readonly CreditInvoice[]; orders: readonly CreditOrder[]; creditLimit: number | null | undefined },
): { status: 'confirmed' } | { status: 'pending'; creditHold: true; message: string } {
  const inUse = creditInUseCents(account.invoices, account.orders);
  return exceedsCreditLimit(inUse, orderAmountTTCCents(order), account.creditLimit)
    ? { status: 'pending', creditHold: true, message: CREDIT_HOLD_MESSAGE }
    : { status: 'confirmed' };
}

/** The account's status label of an order: a held one says it awaits validation. */
export function placedOrderStatusLabel(order: { status: string; creditHold?: boolean | undefined }, label: string): string {
  return order.status === 'pending' && order.creditHold === true ? CREDIT_HOLD_LABEL : label;
}

/** The lines of an order placed from the cart: each line at the customer's price of today (`pricedCart`, i.e. `customerPrice`). */
export function orderItemsFromPricedCart(lines: readonly PricedCartLine[]): OrderItem[] {
  return lines.map((line) => ({
    productId: line.productId,
    productName: line.name,
    quantity: line.quantity,
    unitPrice: fromCents(line.unitPriceCents),
    totalPrice: fromCents(line.unitPriceCents * line.quantity),
  }));
}

/** The address book's delivery addresses as the order form offers them ("Entrepôt — 4 allée des Accus, 69200 Vénissieux"); billing-only ones are left out. */
export function deliveryAddressOptions(addresses: readonly Address[]): { id: string; label: string; isDefault: boolean }[] {
  return addresses
    .filter((address) => address.type !== 'billing')
    .map((address) => ({ id: address.id, label: `${address.name} — ${address.street}, ${address.postalCode} ${address.city}`, isDefault: address.isDefault }));
}
