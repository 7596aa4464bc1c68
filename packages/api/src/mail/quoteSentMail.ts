import { formatEuros, formatLongDate, quoteTitle, CONTRIBUTION_LABEL } from '@otech/domain';
import type { QuoteOffer, QuoteRequest } from '@otech/domain';
import { escapeHtml, mailHtml, mailText } from './html.ts';
import { pdfAttachment } from './outgoingMail.ts';
import type { OutgoingMail } from './outgoingMail.ts';

/** "Envoyer le devis": the customer's e-mail with the quote PDF (issue 22). */
export function quoteSentMail(quote: QuoteRequest, offer: QuoteOffer, to: string, pdf: { filename: string; content: Buffer }): OutgoingMail {
  const title = quoteTitle(quote);
  const validUntil = formatLongDate(`${offer.validUntil}T12:00:00Z`);
  const totals = [
    `Total HT : ${formatEuros(offer.totalHT)}`,
    `${CONTRIBUTION_LABEL} : ${formatEuros(offer.contribution)}`,
    `TVA : ${formatEuros(offer.tva)}`,
    `Total TTC : ${formatEuros(offer.totalTTC)}`,
  ];
  const intro = `Voici notre devis en réponse à votre demande (${title}). Vous le trouverez en pièce jointe ; il est valable jusqu’au ${validUntil}.`;
  const close = 'Vous pouvez l’accepter, demander une modification ou le refuser depuis votre espace client, rubrique « Mes devis ».';
  return {
    to,
    subject: `${title} : votre devis OTECH`,
    topic: `quote:${quote.id}`,
    text: mailText(['Bonjour,', intro, ...(offer.message ? [offer.message] : []), totals.join('\n'), close]),
    html: mailHtml(['Bonjour,', escapeHtml(intro), ...(offer.message ? [escapeHtml(offer.message).replace(/\n/g, '<br>')] : []), totals.map(escapeHtml).join('<br>'), escapeHtml(close)]),
    attachments: [pdfAttachment(pdf.filename, pdf.content)],
  };
}
