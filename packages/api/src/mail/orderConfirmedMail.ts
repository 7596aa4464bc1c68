import { formatEuros, formatLongDate } from '@otech/domain';
import type { OrderItem } from '@otech/domain';
import { escapeHtml, mailHtml, mailText } from './html.ts';
import type { OutgoingMail } from './outgoingMail.ts';

/** What the confirmation repeats of the order (issue 22). */
export interface ConfirmedOrder {
  id: string;
  orderNumber: string;
  items: OrderItem[];
  totalAmount: number;
  purchaseOrderReference?: string | undefined;
  requestedDeliveryDate?: string | undefined;
}

/** "Commande CMD-… confirmée": the customer's e-mail once their order is stored. */
export function orderConfirmedMail(order: ConfirmedOrder, to: string): OutgoingMail {
  const lines = order.items.map((item) => `${item.quantity} × ${item.productName} : ${formatEuros(item.totalPrice)} HT`);
  const facts = [
    ...(order.purchaseOrderReference ? [`Votre référence de commande : ${order.purchaseOrderReference}`] : []),
    ...(order.requestedDeliveryDate ? [`Livraison souhaitée : ${formatLongDate(`${order.requestedDeliveryDate}T12:00:00Z`)}`] : []),
    `Montant HT : ${formatEuros(order.totalAmount)}`,
  ];
  const intro = `Nous avons bien reçu votre commande ${order.orderNumber}. Vous la retrouvez dans votre espace client, rubrique « Mes commandes ».`;
  const close = 'Vous recevrez un e-mail à son expédition, avec le suivi du colis, puis la facture.';
  return {
    to,
    subject: `Commande ${order.orderNumber} confirmée`,
    topic: `order:${order.id}`,
    text: mailText(['Bonjour,', intro, lines.join('\n'), facts.join('\n'), close]),
    html: mailHtml(['Bonjour,', escapeHtml(intro), lines.map(escapeHtml).join('<br>'), facts.map(escapeHtml).join('<br>'), escapeHtml(close)]),
    attachments: [],
  };
}
