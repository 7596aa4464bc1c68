import type { Shipment } from '@otech/domain';
import { escapeHtml, mailHtml, mailText } from './html.ts';
import { pdfAttachment } from './outgoingMail.ts';
import type { OutgoingMail } from './outgoingMail.ts';

/** A parcel has left (issue 22): its lines, carrier and tracking number, with its delivery note. */
export function shipmentSentMail(shipment: Shipment, to: string, deliveryNote: { filename: string; content: Buffer }): OutgoingMail {
  const intro = `Un colis de votre commande ${shipment.orderNumber} vient de partir (bon de livraison ${shipment.number}, en pièce jointe).`;
  const tracking = [`Transporteur : ${shipment.carrier}`, `Numéro de suivi : ${shipment.trackingNumber}`];
  const lines = shipment.lines.map((line) => `${line.quantity} × ${line.productName}`);
  const close = 'Vous suivez ce colis depuis votre espace client, rubrique « Mes commandes ».';
  return {
    to,
    subject: `Commande ${shipment.orderNumber} : colis expédié (${shipment.number})`,
    topic: `shipment:${shipment.id}`,
    text: mailText(['Bonjour,', intro, tracking.join('\n'), lines.join('\n'), close]),
    html: mailHtml(['Bonjour,', escapeHtml(intro), tracking.map(escapeHtml).join('<br>'), lines.map(escapeHtml).join('<br>'), escapeHtml(close)]),
    attachments: [pdfAttachment(deliveryNote.filename, deliveryNote.content)],
  };
}
