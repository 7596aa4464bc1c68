import * as v from 'valibot';
import { CONTACT_REQUEST_STATUSES } from '../rules/salesInbox.ts';
import { MAIL_STATUSES } from '../rules/statuses/mailStatus.ts';
import { ContactRequestSchema } from './contactRequest.ts';
import { count, oneOf, text } from './fields.ts';
import { QuoteRequestSchema } from './quote.ts';
import { pagedResultSchema } from './responses.ts';

/** Who asked for a quote, as /admin/devis shows it (from the client's account). */
export const QuoteCustomerSchema = v.object({
  id: count,
  name: text,
  company: text,
  email: text,
});
export type QuoteCustomer = v.InferOutput<typeof QuoteCustomerSchema>;

/** A row of /admin/devis: the request and its customer. */
export const QuoteInboxRowSchema = v.object({ quote: QuoteRequestSchema, customer: QuoteCustomerSchema });
export type QuoteInboxRow = v.InferOutput<typeof QuoteInboxRowSchema>;
export const QuoteInboxPageSchema = pagedResultSchema(QuoteInboxRowSchema);

/** A row of /admin/messages: the contact request and where staff are with it. */
export const ContactInboxRowSchema = v.object({ ...ContactRequestSchema.entries, status: oneOf(CONTACT_REQUEST_STATUSES) });
export type ContactInboxRow = v.InferOutput<typeof ContactInboxRowSchema>;
export const ContactInboxPageSchema = pagedResultSchema(ContactInboxRowSchema);

/** Body of PATCH /admin/contact-requests/{id}. */
export const ContactRequestStatusChangeSchema = v.object({ status: oneOf(CONTACT_REQUEST_STATUSES) });

export const SalesInboxCountsSchema = v.object({ quotesToProcess: count, newMessages: count });

/** A row of "Courriels envoyés": an e-mail of the outbox as staff see it (attachments by name). */
export const OutboxMailRowSchema = v.object({
  id: text,
  createdAt: text,
  status: oneOf(MAIL_STATUSES),
  attempts: count,
  lastError: v.optional(v.string()),
  sentAt: v.optional(text),
  to: text,
  subject: text,
  topic: text,
  attachments: v.array(text),
  /** An invitation kept without SMTP (the demo): its link, for staff to follow (domain keptInvitationLink). */
  invitationLink: v.optional(text),
});
export type OutboxMailRow = v.InferOutput<typeof OutboxMailRowSchema>;
export const OutboxMailPageSchema = pagedResultSchema(OutboxMailRowSchema);
