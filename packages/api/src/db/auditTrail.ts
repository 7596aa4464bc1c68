import { sql } from 'kysely';
import { TIMELINE_PAGE_SIZE } from '@otech/domain';
import type { AuditEntry, AuditExportQuery, AuditKind, AuditQuery, AuditSortKey, PagedResult, StaffRole } from '@otech/domain';
import type { AdminRecord, Database } from './database.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { rowsAfter } from './listQueries.ts';
import { inReadOrder, pageOf } from './paging.ts';

/* The append-only audit trail (migration 0051): written in the transaction of the change it records, never changed after. */

/** Who made a change: a staff member, in a client's account when they were signed in as that client. */
export interface AuditActor {
  staffId: string;
  staffName: string;
  staffRole: StaffRole;
  clientId?: string;
  /** The client's company as it was then, shown beside the staff member's name. */
  clientName?: string;
}

/** The client whose account a staff member acted in. */
export interface ActedClient {
  id: string;
  name: string;
}

export interface AuditChange {
  kind: AuditKind;
  recordId: string;
  /** What was done, in a word or two ("ajout", "rôle", "désactivation"…). */
  action: string;
  before: unknown;
  after: unknown;
}

/** Who the audit trail names for a change made from a terminal (`otech staff`, `otech import` on the database): whoever could run otech on it. */
export const TERMINAL_ACTOR: AuditActor = { staffId: 'otech-cli', staffName: 'otech (terminal)', staffRole: 'administrateur' };

export const actorOf = (staff: AdminRecord, client?: ActedClient): AuditActor => ({
  staffId: staff.id,
  staffName: staff.name,
  staffRole: staff.role,
  ...(client === undefined ? {} : { clientId: client.id, clientName: client.name }),
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
      client_name: actor.clientName ?? null,
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

type AuditFilters = Omit<AuditQuery, 'page'>;

/** The column each sort key orders by; the id breaks ties, in the same direction, so the order is total. */
const SORT_COLUMN = { at: 'at', staff: 'staff_name', kind: 'kind' } as const satisfies Record<AuditSortKey, string>;

/** The kinds whose record is an invoice: its edits, its payments, its reminders. */
const INVOICE_KINDS = ['invoice', 'payment', 'reminder'] as const satisfies readonly AuditKind[];
/** The kinds whose record is a client account, by its id. */
const CLIENT_KINDS = ['client', 'opening', 'impersonation'] as const satisfies readonly AuditKind[];

/** The journal's rows that match the filters (dates inclusive). */
function filteredTrail(db: Database, query: AuditFilters) {
  let filtered = db.sql.selectFrom('audit_trail');
  if (query.staffId) filtered = filtered.where('staff_id', '=', query.staffId);
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  // The record as the journal names it: its id, or an invoice's number (what « Quoi » shows staff).
  if (query.recordId) {
    const searched = query.recordId;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('record_id', '=', searched),
        eb.and([eb('kind', 'in', [...INVOICE_KINDS]), eb('record_id', 'in', eb.selectFrom('factures').select('id').where('numero_facture', '=', searched))]),
      ]),
    );
  }
  if (query.from) filtered = filtered.where('at', '>=', new Date(query.from));
  // A bare day "to" includes that whole day.
  if (query.to) filtered = filtered.where('at', '<', query.to.length === 10 ? sql<Date>`${query.to}::date + 1` : new Date(query.to));
  return filtered;
}

/**
 * What staff call the entry's record, read now (the journal's « Quoi »): a staff member by name, an
 * invoice (its edits, payments and reminders) by number, a client (its record, its opening, a
 * sign-in as that client) by company. A record since deleted, or a draft without its number yet,
 * has none: the journal then shows its id. A client's id is compared as a number, so its primary
 * key is used (CASE casts only a text of digits).
 */
const recordLabel = sql<string | null>`case
  when audit_trail.kind = 'staff' then (select admins.record->>'name' from admins where admins.id = audit_trail.record_id)
  when audit_trail.kind in (${sql.join([...INVOICE_KINDS])}) then (select nullif(factures.numero_facture, '') from factures where factures.id = audit_trail.record_id)
  when audit_trail.kind in (${sql.join([...CLIENT_KINDS])}) and audit_trail.record_id ~ '^[0-9]{1,9}$'
    then (select nullif(clients.record->>'societe', '') from clients where clients.id = audit_trail.record_id::integer)
end`.as('record_label');

function sortedTrail(db: Database, query: AuditFilters) {
  const column = SORT_COLUMN[query.sort.key];
  return filteredTrail(db, query).selectAll().select(recordLabel).orderBy(column, query.sort.direction).orderBy('id', query.sort.direction);
}

/** A row of the trail; the journal's rows also carry their record's label, a timeline's do not need it. */
type AuditRow = Omit<Awaited<ReturnType<ReturnType<typeof sortedTrail>['execute']>>[number], 'record_label'> & { record_label?: string | null };

const entryOf = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: new Date(row.at).toISOString(),
  staffId: row.staff_id,
  staffName: row.staff_name,
  staffRole: row.staff_role as StaffRole,
  ...(row.client_id === null ? {} : { clientId: row.client_id }),
  ...(row.client_name === null ? {} : { clientName: row.client_name }),
  kind: row.kind as AuditKind,
  recordId: row.record_id,
  ...(row.record_label ? { recordLabel: row.record_label } : {}),
  action: row.action,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** A page of the journal, filtered by person, kind, record and period and sorted, on the server; past the end, the last page. */
export async function auditPage(db: Database, query: AuditQuery, pageSize = AUDIT_PAGE_SIZE): Promise<PagedResult<AuditEntry>> {
  const count = filteredTrail(db, query).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  // A far page is read from the end (decision 238): the last of 200,000 entries skips no row.
  const read = async (limit: number, offset: number, backwards: boolean) => (await sortedTrail(db, inReadOrder(query, backwards)).limit(limit).offset(offset).execute()).map(entryOf);
  return pageOf(count, query.page, pageSize, read, true);
}

/** Every entry the filters keep, in the journal's order, a batch at a time (its export). */
export function auditEntriesInBatches(db: Database, query: Omit<AuditExportQuery, 'format'>, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<AuditEntry[]> {
  const column = SORT_COLUMN[query.sort.key];
  return inBatches(
    async (lastId: string | undefined, limit) => {
      let rows = sortedTrail(db, query);
      if (lastId) rows = rows.where(rowsAfter('audit_trail', 'id', [sql.ref(column)], query.sort.direction, lastId));
      return (await rows.limit(limit).execute()).map(entryOf);
    },
    (entry) => entry.id,
    batchSize,
  );
}

/** The people the journal names, for its "Par" filter: everyone who made an entry, by name. */
export async function auditPeople(db: Database): Promise<{ id: string; name: string }[]> {
  // Each staff member found by one step of the index `audit_trail_staff` (staff_id, at desc) after the last, named as
  // their latest entry names them (a renamed member appears once): a few reads per person, never all 200,000 entries.
  const { rows } = await sql<{ id: string; name: string }>`
    with recursive people (id) as (
      (select staff_id from audit_trail order by staff_id limit 1)
      union all
      select (select staff_id from audit_trail where staff_id > people.id order by staff_id limit 1) from people where people.id is not null
    )
    select id, (select staff_name from audit_trail where staff_id = people.id order by at desc limit 1) as name
    from people where id is not null order by name, id`.execute(db.sql);
  return rows;
}

/** Which entries make a record's history: its own, of these kinds; for a client, also every write made signed in as it. */
export interface TimelineOf {
  kinds: readonly AuditKind[];
  recordId: string;
  withWritesAsClient?: boolean;
}

/** A record's history, newest first, a page at a time (past the end, the last page). */
export async function recordTimeline(db: Database, of: TimelineOf, page: number, pageSize = TIMELINE_PAGE_SIZE): Promise<PagedResult<AuditEntry>> {
  const entries = db.sql
    .selectFrom('audit_trail')
    .where((eb) => {
      const own = eb.and([eb('kind', 'in', [...of.kinds]), eb('record_id', '=', of.recordId)]);
      return of.withWritesAsClient ? eb.or([own, eb('client_id', '=', of.recordId)]) : own;
    });
  const count = entries.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return pageOf(count, page, pageSize, async (limit, offset) => (await entries.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(entryOf));
}
