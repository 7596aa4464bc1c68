import { AuditQuerySchema } from '@otech/domain';
import { auditPage } from '../../db/auditTrail.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';

/* /admin/journal (issue 23): the audit trail, read only; no route changes or deletes an entry. */

function readJournal({ ctx, query }: RouteInput<undefined, typeof AuditQuerySchema>) {
  return auditPage(ctx.db, query);
}

export const journalRoutes = [
  route({
    method: 'get',
    path: '/admin/journal',
    auth: 'admin',
    permission: 'audit.view',
    summary: 'A page of the audit trail, newest first, filtered by person, kind, record and period',
    query: AuditQuerySchema,
    handle: readJournal,
  }),
];
