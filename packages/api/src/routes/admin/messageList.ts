import {
  ADMIN_MESSAGES_PAGE_SIZE,
  AdminMessageExportQuerySchema,
  AdminMessageListQuerySchema,
  CONTACT_REQUEST_STATUS_DISPLAY,
  ContactInboxPageSchema,
  formatDateTime,
  INQUIRY_TYPE_LABELS,
  type ContactInboxRow,
} from '@otech/domain';
import { messageList } from '../../db/messageList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { requirePermission } from '../../http/permissions.ts';

/* /admin/messages as a staff list (issues 23 and 27): paged, searched, filtered and sorted by the database, exported whole. */

function listMessages({ ctx, query }: RouteInput<undefined, typeof AdminMessageListQuerySchema>) {
  return messageList.page(ctx.db, query, ADMIN_MESSAGES_PAGE_SIZE);
}

/** The export's columns: what the list shows, the whole message included. */
const MESSAGE_COLUMNS: readonly ExportColumn<ContactInboxRow>[] = [
  { header: 'Reçu le', value: (message) => formatDateTime(message.createdAt) },
  { header: 'Nom', value: (message) => `${message.firstName} ${message.lastName}` },
  { header: 'Société', value: (message) => message.companyName },
  { header: 'E-mail', value: (message) => message.email },
  { header: 'Téléphone', value: (message) => message.phone },
  { header: 'Type', value: (message) => INQUIRY_TYPE_LABELS[message.inquiryType] },
  { header: 'Objet', value: (message) => message.subject },
  { header: 'Message', value: (message) => message.message },
  { header: 'Statut', value: (message) => CONTACT_REQUEST_STATUS_DISPLAY[message.status].label },
];

async function exportMessageList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminMessageExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'quotes.answer');
  const { format, ...filters } = query;
  await sendListExport(res, { name: 'messages', format, columns: MESSAGE_COLUMNS, batches: messageList.batches(ctx.db, filters) });
}

export const messageListRoutes = [
  route({
    method: 'get',
    path: '/admin/contact-requests',
    auth: 'admin',
    permission: 'quotes.answer',
    summary: 'A page of the contact requests, searched on every word (name, company, e-mail, subject), filtered by status and day received, sorted by a column',
    query: AdminMessageListQuerySchema,
    answer: ContactInboxPageSchema,
    handle: listMessages,
  }),
  route({
    method: 'get',
    path: '/admin/contact-requests/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The contact requests as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminMessageExportQuerySchema,
    produces: 'text/csv',
    handle: exportMessageList,
  }),
];
