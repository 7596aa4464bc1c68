import { randomUUID } from 'node:crypto';
import type { MailStatus, PagedResult } from '@otech/domain';
import type { OutgoingMail } from '../mail/outgoingMail.ts';
import type { Database } from './database.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { pageOf } from './paging.ts';
import { transaction } from './transaction.ts';

/* The e-mail outbox (table `mail_outbox`, migration 0060): written with the business write, sent after it. */

/** How long a process holds the messages it claimed before another may try them (a crash mid-send). */
const MAIL_CLAIM_MS = 5 * 60_000;

export interface StoredMail {
  id: string;
  createdAt: string;
  status: MailStatus;
  attempts: number;
  lastError?: string;
  sentAt?: string;
  mail: OutgoingMail;
}

type MailRow = {
  id: string;
  created_at: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  record: OutgoingMail;
};

const storedMail = (row: MailRow): StoredMail => ({
  id: row.id,
  createdAt: row.created_at,
  status: row.status as MailStatus,
  attempts: row.attempts,
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.sent_at === null ? {} : { sentAt: row.sent_at }),
  mail: row.record,
});

const COLUMNS = ['id', 'created_at', 'status', 'attempts', 'last_error', 'sent_at', 'record'] as const;

/**
 * Puts a message in the outbox, due at once. Call it with the transaction of the write the message
 * belongs to: the message exists exactly when the write does.
 */
export function enqueueMail(db: Database, mail: OutgoingMail, now = new Date()): Promise<string> {
  return insertMail(db.sql, mail, now);
}

/** The same on the bare SQL database, for `otech import` writing the runtime database itself (the running shop sends it). */
export async function insertMail(sql: SqlDatabase, mail: OutgoingMail, now = new Date()): Promise<string> {
  const id = `mail-${randomUUID()}`;
  await sql
    .insertInto('mail_outbox')
    .values({
      id,
      created_at: now.toISOString(),
      recipient: mail.to,
      subject: mail.subject,
      topic: mail.topic,
      status: 'pending',
      next_attempt_ms: now.getTime(),
      record: JSON.stringify(mail),
    })
    .execute();
  return id;
}

/**
 * Claims the messages due at `nowMs` (at most `limit`, oldest first): their next attempt moves
 * MAIL_CLAIM_MS ahead in the same statement that reads them, rows another process is claiming
 * being skipped, so each message is sent by one process.
 */
export function claimDueMail(db: Database, nowMs: number, limit = 20): Promise<StoredMail[]> {
  return transaction(db, async (t) => {
    const due = await t.sql
      .selectFrom('mail_outbox')
      .select(COLUMNS)
      .where('status', '=', 'pending')
      .where('next_attempt_ms', '<=', nowMs as unknown as string)
      .orderBy('seq')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await t.sql
      .updateTable('mail_outbox')
      .set({ next_attempt_ms: nowMs + MAIL_CLAIM_MS })
      .where('id', 'in', due.map((row) => row.id))
      .execute();
    return due.map(storedMail);
  });
}

/** Notes a message handed to the SMTP server (`sent`) or kept because none is configured (`kept`). */
export async function markMailDone(db: Database, id: string, status: 'sent' | 'kept', now = new Date()): Promise<void> {
  await db.sql.updateTable('mail_outbox').set({ status, sent_at: now.toISOString(), last_error: null }).where('id', '=', id).execute();
}

/** Notes a failed send: tried again at `retryAtMs`, or given up ("failed") when undefined. */
export async function markMailFailed(db: Database, id: string, attempts: number, error: string, retryAtMs: number | undefined): Promise<void> {
  await db.sql
    .updateTable('mail_outbox')
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      ...(retryAtMs === undefined ? { status: 'failed' } : { next_attempt_ms: retryAtMs }),
    })
    .where('id', '=', id)
    .execute();
}

/** The outbox for staff ("Courriels envoyés"), newest first, optionally only one status. */
export function mailPage(db: Database, page: number, pageSize: number, status?: MailStatus): Promise<PagedResult<StoredMail>> {
  const base = db.sql.selectFrom('mail_outbox').$if(status !== undefined, (q) => q.where('status', '=', status ?? ''));
  return pageOf(base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(), page, pageSize, async (limit, offset) =>
    (await base.select(COLUMNS).orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(limit).offset(offset).execute()).map(storedMail),
  );
}

