import { escapeHtml, mailHtml, mailText } from './html.ts';
import type { MailAttachment, OutgoingMail } from './outgoingMail.ts';

/**
 * A payment reminder to the customer (issue 22): its French text, with the invoice's Factur-X file
 * attached, and at the formal notice the letter too.
 */
export function reminderMail(factureId: string, message: { subject: string; paragraphs: readonly string[] }, to: string, attachments: MailAttachment[]): OutgoingMail {
  return {
    to,
    subject: message.subject,
    topic: `reminder:${factureId}`,
    text: mailText(message.paragraphs),
    html: mailHtml(message.paragraphs.map((paragraph) => escapeHtml(paragraph).replace(/\n/g, '<br>'))),
    attachments,
  };
}
