import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoingMail.ts';

/**
 * Where the outbox's messages go: an SMTP server (`OTECH_SMTP_URL`), or, with none configured
 * (the demo), nowhere: they stay in the outbox, listed for staff (docs/decisions/100).
 */
export type MailDelivery =
  | { kind: 'smtp'; from: string; send(mail: OutgoingMail, from: string): Promise<void>; close(): void }
  | { kind: 'kept'; from: string };

/** The shop's sender when `OTECH_MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'OTECH <commandes@otech.fr>';

/** Sends through nodemailer's SMTP transport: the URL carries host, port, TLS and credentials. */
export function smtpDelivery(url: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    from,
    async send(mail, sender) {
      await transport.sendMail({
        from: sender,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64') })),
      });
    },
    close: () => transport.close(),
  };
}

/** The delivery the environment asks for: `OTECH_SMTP_URL` (smtp:// or smtps://) and `OTECH_MAIL_FROM`. */
export function deliveryFromEnv(env: NodeJS.ProcessEnv): MailDelivery {
  const from = env['OTECH_MAIL_FROM'] || DEFAULT_MAIL_FROM;
  const url = env['OTECH_SMTP_URL'];
  return url ? smtpDelivery(url, from) : { kind: 'kept', from };
}

/** One line for the start-up log: where the shop's e-mails go. */
export function mailDeliveryNotice(delivery: MailDelivery): string {
  return delivery.kind === 'smtp'
    ? `E-mails: sent by SMTP (OTECH_SMTP_URL) from ${delivery.from}`
    : 'E-mails: no OTECH_SMTP_URL set, kept in the database outbox and listed in the administration ("Courriels envoyés", /admin/courriels)';
}
