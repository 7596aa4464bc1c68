import { ADMIN_CLIENTS_PAGE_SIZE, AdminClientExportQuerySchema, AdminClientListQuerySchema, CLIENT_ACCOUNT_STATE_LABELS, clientAccountState, formatDate, pagedResultSchema, PublicClientSchema, type Client } from '@otech/domain';
import { clientList } from '../../db/clientList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { publicClient } from '../../records/clients.ts';

/* /admin/clients as a staff list (issues 23 and 27): paged, searched, filtered and sorted by the database, exported whole. */

async function listClients({ ctx, query }: RouteInput<undefined, typeof AdminClientListQuerySchema>) {
  const page = await clientList.page(ctx.db, query, ADMIN_CLIENTS_PAGE_SIZE);
  return { ...page, items: page.items.map(publicClient) };
}

const accountState = (client: Client) => CLIENT_ACCOUNT_STATE_LABELS[clientAccountState(client)].one;

/** The export's columns: what the list shows, and the contact an accountant or a representative needs (no banking). */
const CLIENT_COLUMNS: readonly ExportColumn<Client>[] = [
  { header: 'N° client', value: (client) => client.id },
  { header: 'Société', value: (client) => client.societe },
  { header: 'Contact', value: (client) => [client.prenom, client.nom].filter(Boolean).join(' ') },
  { header: 'E-mail', value: (client) => client.email },
  { header: 'SIRET', value: (client) => client.siret ?? '' },
  { header: 'Code postal', value: (client) => client.code_postal ?? '' },
  { header: 'Ville', value: (client) => client.ville ?? '' },
  { header: 'Créé le', value: (client) => (client.date_creation ? formatDate(client.date_creation) : '') },
  { header: 'Compte', value: accountState },
];

async function exportClientList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminClientExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'clients.view');
  const { format, ...filters } = query;
  await sendListExport(res, { name: 'clients', format, columns: CLIENT_COLUMNS, batches: clientList.batches(ctx.db, filters) });
}

export const clientListRoutes = [
  route({
    method: 'get',
    path: '/admin/comptes-clients',
    auth: 'admin',
    permission: 'clients.view',
    summary: 'A page of every client account, searched by name, e-mail, company, SIRET or pseudo, filtered by state and creation date, sorted by a column',
    query: AdminClientListQuerySchema,
    answer: pagedResultSchema(PublicClientSchema),
    handle: listClients,
  }),
  route({
    method: 'get',
    path: '/admin/comptes-clients/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The client list as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminClientExportQuerySchema,
    produces: 'text/csv',
    handle: exportClientList,
  }),
];
