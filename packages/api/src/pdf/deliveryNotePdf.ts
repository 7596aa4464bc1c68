import { formatDate } from '@otech/domain';
import type { PostalAddress, Shipment } from '@otech/domain';
import type { InvoiceDocument } from './invoicePdf.ts';
import { renderOffThread } from './renderOffThread.ts';

/** What the delivery note prints of its order: where the parcel goes and the customer's own reference. */
export interface DeliveryNoteOrder {
  shippingAddress: PostalAddress;
  purchaseOrderReference?: string | undefined;
}

const addressLines = (address: PostalAddress): string[] =>
  [address.company ?? '', address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.country].filter((line) => line.trim() !== '');

/** "Bon de livraison" (issue 22): one parcel's lines and quantities, without prices, its tracking, the delivery address. */
export function deliveryNoteDocument(shipment: Shipment, order: DeliveryNoteOrder): InvoiceDocument {
  return {
    title: `Bon de livraison ${shipment.number}`,
    facts: [
      ['Bon de livraison', shipment.number],
      ['Date d’expédition', formatDate(shipment.shippedAt)],
      ['Commande', shipment.orderNumber],
      ...(order.purchaseOrderReference ? [['Votre référence de commande', order.purchaseOrderReference] as [string, string]] : []),
      ['Transporteur', shipment.carrier],
      ['Numéro de suivi', shipment.trackingNumber],
    ],
    client: ['Livraison :', ...addressLines(order.shippingAddress)],
    lines: shipment.lines.map((line) => ({ reference: line.productId, designation: line.productName, quantity: String(line.quantity), unitPrice: '', total: '' })),
    totals: [['Articles livrés', String(shipment.lines.reduce((sum, line) => sum + line.quantity, 0))]],
    unpriced: true,
  };
}

/** Rendered on the PDF thread, as the other documents are. */
export function deliveryNotePdf(shipment: Shipment, order: DeliveryNoteOrder): Promise<Buffer> {
  return renderOffThread({ document: deliveryNoteDocument(shipment, order) });
}

export const deliveryNoteFileName = (shipment: Shipment): string => `bon_de_livraison_${shipment.number}.pdf`;
