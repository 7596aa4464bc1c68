import { sql } from 'kysely';
import type { AuditEntry, AuditKind, AuditQuery, PagedResult, StaffRole } from '@otech/domain';
import type { AdminRecord, Database } from './database.ts';
import { pageOf } from './paging.ts';

/* The append-only audit trail (migration 0051): written in the transaction of the change it records, never changed after. */

/** Who made a change: a staff member, in a client's account when they were signed in as that client. */
export interface AuditActor {
  staffId: string;
  staffName: string;
  staffRole: StaffRole;
  clientId?: string;
}

export interface AuditChange {
  kind: AuditKind;
  recordId: string;
  /** What was done, in a word or two ("ajout", "rôle", "désactivation"…). */
  action: string;
  before: unknown;
  after: unknown;
}

export const actorOf = (staff: AdminRecord, clientId?: string): AuditActor => ({
  staffId: staff.id,
  staffName: staff.name,
  staffRole: staff.role,
  ...(clientId === undefined ? {} : { clientId }),
});

/** Appends one entry; call it with the transaction's database, beside the write it records. */
export async function appendAudit(db: Pick<Database, 'sql'>, actor: AuditActor, change: AuditChange): Promise<void> {
  await db.sql
    .insertInto('audit_trail')
    .values({
      staff_id: actor.staffId,
      staff_name: actor.staffName,
      staff_role: actor.staffRole,
      client_id: actor.clientId ?? null,
      kind: change.kind,
      record_id: change.recordId,
      action: change.action,
      before: change.before === undefined || change.before === null ? null : JSON.stringify(change.before),
      after: change.after === undefined || change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
}

/** Entries per page of /admin/journal. */
const AUDIT_PAGE_SIZE = 50;

/** A page of the journal, newest first, filtered by person, kind, record and period (dates inclusive), on the server. */
export async function auditPage(db: Database, query: AuditQuery, pageSize = AUDIT_PAGE_SIZE): Promise<PagedResult<AuditEntry>> {
  let filtered = db.sql.selectFrom('audit_trail');
  if (query.staffId) filtered = filtered.where('staff_id', '=', query.staffId);
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  if (query.recordId) filtered = filtered.where('record_id', '=', query.recordId);
  if (query.from) filtered = filtered.where('at', '>=', new Date(query.from));
  // A bare day "to" includes that whole day.
  if (query.to) filtered = filtered.where('at', '<', query.to.length === 10 ? sql<Date>`${query.to}::date + 1` : new Date(query.to));
  const count = filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return pageOf(count, query.page, pageSize, async (limit, offset) => {
    const rows = await filtered.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      staffId: row.staff_id,
      staffName: row.staff_name,
      staffRole: row.staff_role as StaffRole,
      ...(row.client_id === null ? {} : { clientId: row.client_id }),
      kind: row.kind as AuditKind,
      recordId: row.record_id,
      action: row.action,
      before: row.before ?? null,
      after: row.after ?? null,
    }));
  });
}
