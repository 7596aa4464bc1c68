import { formatEuros, formatLongDate } from '@otech/domain';
import { escapeHtml, mailHtml, mailText } from './html.ts';
import { pdfAttachment } from './outgoingMail.ts';
import type { OutgoingMail } from './outgoingMail.ts';

/** What the e-mail says of the invoice issued. */
export interface IssuedInvoiceFacts {
  id: string;
  number: string;
  orderNumber: string;
  amountTTC: number;
  dueDate?: string | undefined;
  purchaseOrderReference?: string | undefined;
}

/** The shop issued an invoice (issue 22): its amount, due date and the Factur-X file attached. */
export function invoiceIssuedMail(invoice: IssuedInvoiceFacts, to: string, pdf: Buffer): OutgoingMail {
  const intro = `Veuillez trouver ci-joint la facture ${invoice.number} de votre commande ${invoice.orderNumber} (fichier Factur-X, lisible comme un PDF).`;
  const facts = [
    ...(invoice.purchaseOrderReference ? [`Votre référence de commande : ${invoice.purchaseOrderReference}`] : []),
    `Montant TTC : ${formatEuros(invoice.amountTTC)}`,
    ...(invoice.dueDate ? [`À régler au plus tard le ${formatLongDate(`${invoice.dueDate.slice(0, 10)}T12:00:00Z`)}`] : []),
  ];
  const close = 'Elle figure dans votre espace client, rubrique « Mes factures ».';
  return {
    to,
    subject: `Facture ${invoice.number} (commande ${invoice.orderNumber})`,
    topic: `invoice:${invoice.id}`,
    text: mailText(['Bonjour,', intro, facts.join('\n'), close]),
    html: mailHtml(['Bonjour,', escapeHtml(intro), facts.map(escapeHtml).join('<br>'), escapeHtml(close)]),
    attachments: [pdfAttachment(`facture_${invoice.number}.pdf`, pdf)],
  };
}
