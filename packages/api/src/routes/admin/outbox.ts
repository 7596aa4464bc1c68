import * as v from 'valibot';
import { keptInvitationLink, MAIL_STATUSES, OutboxMailPageSchema, SALES_INBOX_PAGE_SIZE } from '@otech/domain';
import type { OutboxMailRow } from '@otech/domain';
import { mailPage } from '../../db/mailOutbox.ts';
import type { StoredMail } from '../../db/mailOutbox.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { MAX_PAGE_SIZE, wholeParam } from '../../http/query.ts';

/* "Courriels envoyés" (issue 22): what the shop sent, kept (no SMTP) or failed to send, for staff. */

const OutboxQuerySchema = v.object({
  status: v.pipe(
    v.optional(v.union([v.literal(''), v.picklist(MAIL_STATUSES)], `Valeur attendue : ${MAIL_STATUSES.join(', ')}`)),
    v.transform((value) => (value ? value : undefined)),
  ),
  page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, SALES_INBOX_PAGE_SIZE),
});

/** The message without its attachments' bytes: a list of e-mails must stay light. */
function outboxRow(stored: StoredMail): OutboxMailRow {
  const invitationLink = keptInvitationLink({ status: stored.status, topic: stored.mail.topic, text: stored.mail.text });
  return {
    id: stored.id,
    createdAt: stored.createdAt,
    status: stored.status,
    attempts: stored.attempts,
    ...(stored.lastError === undefined ? {} : { lastError: stored.lastError }),
    ...(stored.sentAt === undefined ? {} : { sentAt: stored.sentAt }),
    to: stored.mail.to,
    subject: stored.mail.subject,
    topic: stored.mail.topic,
    attachments: stored.mail.attachments.map((file) => file.filename),
    ...(invitationLink === undefined ? {} : { invitationLink }),
  };
}

async function listOutbox({ ctx, query }: RouteInput<undefined, typeof OutboxQuerySchema>) {
  const found = await mailPage(ctx.db, query.page, query.pageSize, query.status);
  return { ...found, items: found.items.map(outboxRow) };
}

export const outboxRoutes = [
  route({
    method: 'get',
    path: '/admin/outbox',
    auth: 'admin', permission: 'audit.view',
    summary: 'The e-mails of the outbox, newest first, with their status, tries and last error',
    query: OutboxQuerySchema,
    answer: OutboxMailPageSchema,
    handle: listOutbox,
  }),
];
