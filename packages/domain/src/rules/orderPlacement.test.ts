import { describe, expect, it } from 'vitest';
import { CREDIT_HOLD_MESSAGE, orderItemsFromPricedCart, paymentTermsText, placedOrderStatus, placedOrderStatusLabel } from './orderPlacement.ts';

describe('placing an order on account (issue 22)', () => {
  // 1 000 € HT is 1 221,00 € TTC.
  const order = { items: [{ unitPrice: 1000, quantity: 1 }] };
  const invoices = [{ statut: 'envoyee' as const, montant_ttc: 3000 }];

  it('confirms an order within the credit limit, or with none set', () => {
    expect(placedOrderStatus(order, { invoices, orders: [], creditLimit: 5000 })).toEqual({ status: 'confirmed' });
    expect(placedOrderStatus(order, { invoices, orders: [], creditLimit: null })).toEqual({ status: 'confirmed' });
  });

  it('holds an order that would take credit in use above the limit, saying why', () => {
    const held = placedOrderStatus(order, { invoices, orders: [{ id: 'o', status: 'confirmed', items: [{ unitPrice: 700, quantity: 1 }] }], creditLimit: 5000 });
    expect(held).toEqual({ status: 'pending', creditHold: true, message: CREDIT_HOLD_MESSAGE });
    expect(CREDIT_HOLD_MESSAGE).toBe('Votre encours dépasse le plafond autorisé : notre service commercial valide votre commande.');
    expect(placedOrderStatusLabel({ status: 'pending', creditHold: true }, 'En attente')).toBe('En attente de validation');
    expect(placedOrderStatusLabel({ status: 'pending' }, 'En attente')).toBe('En attente');
  });

  it('says the payment terms of the client', () => {
    expect(paymentTermsText(30)).toBe('Paiement à 30 jours fin de facture');
  });
});

describe('an order placed from the cart', () => {
  it("keeps each line at the customer's price of today, in euros HT", () => {
    const lines = [{ id: 'l1', productId: 'VP00002', name: 'Pile LR6', quantity: 3, unitPriceCents: 395, publicPriceCents: 438 }];
    expect(orderItemsFromPricedCart(lines)).toEqual([{ productId: 'VP00002', productName: 'Pile LR6', quantity: 3, unitPrice: 3.95, totalPrice: 11.85 }]);
  });
});
