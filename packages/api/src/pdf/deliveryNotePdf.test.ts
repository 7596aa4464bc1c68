import { describe, expect, it } from 'vitest';
import { deliveryNoteDocument, deliveryNoteFileName } from './deliveryNotePdf.ts';

const shipment = {
  id: 'shp-1',
  number: 'BL-2027-00002',
  orderId: 'ord-1',
  orderNumber: 'CMD-2027-00007',
  shippedAt: '2027-01-12T09:30:00.000Z',
  carrier: 'Colissimo',
  trackingNumber: '6A0001',
  lines: [
    { line: 0, productId: 'VP-AA-001', productName: 'Pile alcaline AA LR6', quantity: 30 },
    { line: 1, productId: 'Frais de port', productName: 'Frais de port', quantity: 1 },
  ],
};
const address = { company: 'Durand Énergie', street: '12 rue des Lilas', postalCode: '13100', city: 'Aix-en-Provence', country: 'France' };

describe('the delivery note ("Bon de livraison", issue 22)', () => {
  it('prints the parcel’s lines and quantities without prices, its tracking, the order and the customer’s reference', () => {
    const document = deliveryNoteDocument(shipment, { shippingAddress: address, purchaseOrderReference: 'BC-4471' });
    expect(document.title).toBe('Bon de livraison BL-2027-00002');
    expect(document.unpriced).toBe(true);
    expect(document.facts).toEqual([
      ['Bon de livraison', 'BL-2027-00002'],
      ['Date d’expédition', '12/01/2027'],
      ['Commande', 'CMD-2027-00007'],
      ['Votre référence de commande', 'BC-4471'],
      ['Transporteur', 'Colissimo'],
      ['Numéro de suivi', '6A0001'],
    ]);
    expect(document.client).toEqual(['Livraison :', 'Durand Énergie', '12 rue des Lilas', '13100 Aix-en-Provence', 'France']);
    expect(document.lines.map((line) => [line.designation, line.quantity, line.unitPrice])).toEqual([
      ['Pile alcaline AA LR6', '30', ''],
      ['Frais de port', '1', ''],
    ]);
    expect(document.totals).toEqual([['Articles livrés', '31']]);
    expect(deliveryNoteFileName(shipment)).toBe('bon_de_livraison_BL-2027-00002.pdf');
  });

  it('leaves the reference out when the customer gave none', () => {
    expect(deliveryNoteDocument(shipment, { shippingAddress: address }).facts.map(([label]) => label)).not.toContain('Votre référence de commande');
  });
});
