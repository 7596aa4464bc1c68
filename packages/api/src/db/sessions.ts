import { sql } from 'kysely';
import type { Database, ImpersonationRecord, RevokedToken } from './database.ts';
import { transaction } from './transaction.ts';

/*
 * What outlives a token's signature, in the database so every API process sees it: the revocation
 * list and the administrators' sessions on client accounts.
 */

export async function isRevoked(db: Database, tokenId: string): Promise<boolean> {
  return (await db.sql.selectFrom('revoked_tokens').select('id').where('id', '=', tokenId).executeTakeFirst()) !== undefined;
}

/** Adds a token to the revocation list, dropping entries whose token has expired anyway. */
export function revoke(db: Database, token: RevokedToken): Promise<void> {
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

export async function recordImpersonation(db: Database, record: ImpersonationRecord): Promise<void> {
  await db.sql.insertInto('impersonations').values({ token_id: record.tokenId, record: JSON.stringify(record) }).execute();
}

/** Ends the impersonation opened with that token, if it was one. */
export async function endImpersonation(db: Database, tokenId: string, endedAt: string): Promise<void> {
  await db.sql
    .updateTable('impersonations')
    .set({ record: sql`record || jsonb_build_object('endedAt', ${endedAt}::text)` })
    .where('token_id', '=', tokenId)
    .execute();
}

/** The impersonations recorded, oldest first. */
export async function impersonations(db: Database): Promise<ImpersonationRecord[]> {
  const rows = await db.sql.selectFrom('impersonations').select('record').orderBy(sql`record->>'timestamp'`).orderBy('token_id').execute();
  return rows.map((row) => row.record);
}
