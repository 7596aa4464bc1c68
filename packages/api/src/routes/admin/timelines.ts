import * as v from 'valibot';
import { AuditEntrySchema, pagedResultSchema } from '@otech/domain';
import type { StaffPermission } from '@otech/domain';
import { recordTimeline } from '../../db/auditTrail.ts';
import type { TimelineOf } from '../../db/auditTrail.ts';
import { wholeParam } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import type { QueryInput } from '../../http/route.ts';

/* Each record's history from the audit trail (issue 23), read by whoever may read the record; no route changes or deletes an entry. */

const TimelineQuerySchema = v.object({ page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1) });

/** A timeline route: the record of the path's `:id`, its entries of `kinds`. */
function timelineRoute(path: string, permission: StaffPermission | 'any', record: string, of: Omit<TimelineOf, 'recordId'>) {
  return route({
    method: 'get',
    path,
    auth: 'admin',
    permission,
    summary: `A page of the ${record}'s history from the audit trail, newest first`,
    query: TimelineQuerySchema,
    answer: pagedResultSchema(AuditEntrySchema),
    handle: ({ req, ctx, query }: QueryInput<typeof TimelineQuerySchema>) => recordTimeline(ctx.db, { ...of, recordId: req.params['id'] ?? '' }, query.page),
  });
}

export const timelineRoutes = [
  timelineRoute('/admin/clients/:id/timeline', 'clients.view', 'client', { kinds: ['client', 'impersonation', 'opening'], withWritesAsClient: true }),
  timelineRoute('/admin/orders/:id/timeline', 'orders.view', 'order', { kinds: ['order'] }),
  timelineRoute('/admin/quote-requests/:id/timeline', 'quotes.answer', 'quote', { kinds: ['quote'] }),
  timelineRoute('/admin/products/:id/timeline', 'any', 'product', { kinds: ['product'] }),
];
