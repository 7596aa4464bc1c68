/** A file attached to an e-mail, kept in the outbox as base64 until the message is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * An e-mail as the outbox stores it: French, HTML with its plain-text part, to one address.
 * `topic` says what it is about (`quote:<id>`, `order:<id>`) for staff and for tests.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  topic: string;
  attachments: MailAttachment[];
}

export function pdfAttachment(filename: string, pdf: Buffer): MailAttachment {
  return { filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
}
