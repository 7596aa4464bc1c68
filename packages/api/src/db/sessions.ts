import { sql } from 'kysely';
import type { Client } from '@otech/domain';
import type { AdminRecord, Database, ImpersonationRecord, RevokedToken } from './database.ts';
import { storableId } from './clients.ts';
import { transaction } from './transaction.ts';
import { actorOf, appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';

/*
 * What outlives a token's signature, in the database so every API process sees it: the revocation
 * list and the administrators' sessions on client accounts.
 */

/**
 * The client a customer token opens a session on, as stored: undefined when the token was revoked,
 * the client is gone, or its sessions were ended at or after the token was issued. One statement,
 * since every signed-in request asks (the revocation list and the account read together).
 */
export async function customerOfSession(db: Database, tokenId: string, clientId: number, issuedAtMs: number): Promise<Client | undefined> {
  if (!storableId(clientId)) return undefined;
  const row = await db.sql
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('revoked_tokens').select('id').where('id', '=', tokenId)).as('revoked'),
      eb.selectFrom('clients').select('record').where('id', '=', clientId).as('record'),
      eb.selectFrom('clients').select('sessions_not_before').where('id', '=', clientId).as('ended'),
    ])
    .executeTakeFirstOrThrow();
  const ended = row.ended !== null && issuedAtMs <= Number(row.ended);
  return row.revoked || ended ? undefined : (row.record ?? undefined);
}

/**
 * The staff member an admin token opens a session on: undefined when it was revoked, the account
 * is gone or deactivated, or its sessions were ended (deactivation, password change) at or after
 * the token was issued. One statement.
 */
export async function adminOfSession(db: Database, tokenId: string, adminId: string, issuedAtMs: number): Promise<AdminRecord | undefined> {
  const row = await db.sql
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('revoked_tokens').select('id').where('id', '=', tokenId)).as('revoked'),
      eb.selectFrom('admins').select('record').where('id', '=', adminId).as('record'),
      eb.selectFrom('admins').select('sessions_not_before').where('id', '=', adminId).as('ended'),
    ])
    .executeTakeFirstOrThrow();
  const ended = row.ended !== null && issuedAtMs <= Number(row.ended);
  return row.revoked || ended || row.record?.active !== true ? undefined : row.record;
}

/** Adds a token to the revocation list, dropping entries whose token has expired anyway. */
function revoke(db: Database, token: RevokedToken): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  return transaction(db, async (t) => {
    await t.sql.deleteFrom('revoked_tokens').where('expires_at', '<=', String(now)).execute();
    await t.sql
      .insertInto('revoked_tokens')
      .values({ id: token.id, expires_at: token.expiresAt })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
}

/**
 * A staff member signed in as a client, as the audit trail names them: their name and role, and the
 * client's company, each as they are now; undefined when either is gone.
 */
export async function staffActingAs(db: Database, adminId: string, clientId: string): Promise<AuditActor | undefined> {
  const admin = (await db.sql.selectFrom('admins').select('record').where('id', '=', adminId).executeTakeFirst())?.record;
  const client = (await db.sql.selectFrom('clients').select('record').where('id', '=', Number(clientId)).executeTakeFirst())?.record;
  return admin && client ? actorOf(admin, { id: clientId, name: client.societe }) : undefined;
}

/** The staff member who opened an impersonation, as the audit trail names them. */
const impersonator = (db: Database, record: ImpersonationRecord) => staffActingAs(db, record.adminId, record.clientId);

/** Stores the admin-client session and its start in the audit trail, in one transaction. */
export function recordImpersonation(db: Database, record: ImpersonationRecord): Promise<void> {
  return transaction(db, async (t) => {
    await t.sql.insertInto('impersonations').values({ token_id: record.tokenId, record: JSON.stringify(record) }).execute();
    const actor = await impersonator(t, record);
    if (actor) await appendAudit(t, actor, { kind: 'impersonation', recordId: record.clientId, action: 'début', before: null, after: { timestamp: record.timestamp } });
  });
}

/** Ends the impersonation opened with that token, if it was one, and records its end in the audit trail. */
async function endImpersonation(db: Database, tokenId: string, endedAt: string): Promise<void> {
  const row = await db.sql
    .updateTable('impersonations')
    .set({ record: sql`record || jsonb_build_object('endedAt', ${endedAt}::text)` })
    .where('token_id', '=', tokenId)
    .returning('record')
    .executeTakeFirst();
  const actor = row && (await impersonator(db, row.record));
  if (row && actor) await appendAudit(db, actor, { kind: 'impersonation', recordId: row.record.clientId, action: 'fin', before: null, after: { endedAt } });
}

/** Signs a session out: revokes its token and, for an administrator's session on a client's account, ends that record, in one transaction. */
export function endSession(db: Database, token: RevokedToken, impersonation: boolean, endedAt: string): Promise<void> {
  return transaction(db, async (t) => {
    if (impersonation) await endImpersonation(t, token.id, endedAt);
    await revoke(t, token);
  });
}

/** The impersonations recorded, oldest first. */
export async function impersonations(db: Database): Promise<ImpersonationRecord[]> {
  const rows = await db.sql.selectFrom('impersonations').select('record').orderBy(sql`record->>'timestamp'`).orderBy('token_id').execute();
  return rows.map((row) => row.record);
}
