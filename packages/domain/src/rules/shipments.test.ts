import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../schemas/order.ts';
import { documentTotals } from './documentTotals.ts';
import {
  canShipOrder,
  customerShipment,
  linesToShip,
  orderStatusesAfterShipment,
  SHIPMENT_MESSAGES,
  shipmentInvoiceLines,
  shipmentIssues,
  shipmentLines,
} from './shipments.ts';

const items: OrderItem[] = [
  { productId: 'LR6', productName: 'Pile AA', quantity: 10, unitPrice: 0.35, totalPrice: 3.5 },
  { productId: 'CR2032', productName: 'Pile bouton', quantity: 4, unitPrice: 1.19, totalPrice: 4.76 },
  { productId: 'Frais de port', productName: 'Frais de port', quantity: 1, unitPrice: 12.5, totalPrice: 12.5 },
];

describe('linesToShip (issue 22: an order ships in parcels)', () => {
  it('is every line ordered while nothing has left', () => {
    expect(linesToShip(items, []).map((line) => line.remaining)).toEqual([10, 4, 1]);
  });

  it('takes off what each parcel carried, line by line', () => {
    const first = { lines: [{ line: 0, productId: 'LR6', productName: 'Pile AA', quantity: 6 }] };
    const second = { lines: [{ line: 0, productId: 'LR6', productName: 'Pile AA', quantity: 4 }, { line: 2, productId: 'Frais de port', productName: 'Frais de port', quantity: 1 }] };
    expect(linesToShip(items, [first, second])).toEqual([
      { line: 0, productId: 'LR6', productName: 'Pile AA', ordered: 10, shipped: 10, remaining: 0 },
      { line: 1, productId: 'CR2032', productName: 'Pile bouton', ordered: 4, shipped: 0, remaining: 4 },
      { line: 2, productId: 'Frais de port', productName: 'Frais de port', ordered: 1, shipped: 1, remaining: 0 },
    ]);
  });
});

describe('shipmentIssues', () => {
  const toShip = linesToShip(items, [{ lines: [{ line: 1, productId: 'CR2032', productName: 'Pile bouton', quantity: 3 }] }]);

  it('accepts quantities up to what remains, lines at 0 included', () => {
    expect(shipmentIssues(toShip, [{ line: 0, quantity: 10 }, { line: 1, quantity: 1 }, { line: 2, quantity: 0 }])).toEqual([]);
  });

  it('refuses more than remains, naming the line and the field', () => {
    expect(shipmentIssues(toShip, [{ line: 1, quantity: 2 }])).toEqual([{ path: 'lines.0.quantity', message: SHIPMENT_MESSAGES.tooMany(1, 1) }]);
    expect(SHIPMENT_MESSAGES.tooMany(1, 1)).toBe('Ligne 2 : 1 au plus reste(nt) à expédier.');
  });

  it('refuses a line the order does not have, or a line given twice', () => {
    expect(shipmentIssues(toShip, [{ line: 3, quantity: 1 }])).toEqual([{ path: 'lines.0.line', message: 'La commande n’a pas de ligne 4.' }]);
    expect(shipmentIssues(toShip, [{ line: 0, quantity: 1 }, { line: 0, quantity: 1 }])).toEqual([{ path: 'lines.1.line', message: 'La ligne 1 est donnée deux fois.' }]);
  });

  it('refuses an empty parcel', () => {
    expect(shipmentIssues(toShip, [{ line: 0, quantity: 0 }])).toEqual([{ path: 'lines', message: SHIPMENT_MESSAGES.empty }]);
  });
});

describe('shipmentLines', () => {
  it('names each line from the order and leaves out those at 0', () => {
    expect(shipmentLines(items, [{ line: 1, quantity: 2 }, { line: 0, quantity: 0 }])).toEqual([{ line: 1, productId: 'CR2032', productName: 'Pile bouton', quantity: 2 }]);
  });
});

describe('orderStatusesAfterShipment (docs/decisions/145)', () => {
  it('is "Expédiée" once every line has left', () => {
    const all = [{ lines: items.map((item, line) => ({ line, productId: item.productId, productName: item.productName, quantity: item.quantity })) }];
    expect(orderStatusesAfterShipment(linesToShip(items, all))).toEqual({ status: 'shipped', shippingStatus: 'shipped' });
  });

  it('stays "En traitement", the rest in preparation, while something remains', () => {
    const some = [{ lines: [{ line: 0, productId: 'LR6', productName: 'Pile AA', quantity: 10 }] }];
    expect(orderStatusesAfterShipment(linesToShip(items, some))).toEqual({ status: 'processing', shippingStatus: 'preparing' });
  });
});

describe('canShipOrder', () => {
  it('ships confirmed orders and orders in preparation only', () => {
    expect(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'].filter((status) => canShipOrder(status as never))).toEqual(['confirmed', 'processing']);
  });
});

describe('shipmentInvoiceLines (one invoice per parcel, decision 146)', () => {
  it('invoices the quantities shipped at the order’s HT unit prices, totals by documentTotals', () => {
    const lines = shipmentInvoiceLines(items, shipmentLines(items, [{ line: 0, quantity: 3 }, { line: 2, quantity: 1 }]));
    expect(lines).toEqual([
      { reference: 'LR6', designation: 'Pile AA', quantite: 3, prix_unitaire_ht: 0.35, total_ht: 1.05 },
      { reference: 'Frais de port', designation: 'Frais de port', quantite: 1, prix_unitaire_ht: 12.5, total_ht: 12.5 },
    ]);
    expect(documentTotals(lines.map((line) => ({ unitPriceCents: Math.round(line.prix_unitaire_ht * 100), quantity: line.quantite }))).totalHT).toBe(13.55);
  });
});

describe('customerShipment', () => {
  it('shows the customer everything but who on staff sent the parcel', () => {
    const shipment = { id: 's1', number: 'BL-2027-00001', orderId: 'o1', orderNumber: 'CMD-2027-00001', shippedAt: '2027-01-05T10:00:00.000Z', carrier: 'Colissimo', trackingNumber: '6A1', lines: [], shippedBy: 'Léa' };
    expect(customerShipment(shipment)).not.toHaveProperty('shippedBy');
    expect(customerShipment(shipment).trackingNumber).toBe('6A1');
  });
});
