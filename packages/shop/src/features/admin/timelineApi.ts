import { AuditEntrySchema, pagedResultSchema } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/** Which record's history: its admin path ("/admin/orders/ord-0007"). */
export function fetchTimeline(recordPath: string, page: number, signal?: AbortSignal) {
  return apiRequest(`${recordPath}/timeline`, pagedResultSchema(AuditEntrySchema), { session: 'admin', signal, query: { page } });
}
