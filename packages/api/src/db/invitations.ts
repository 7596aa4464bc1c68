import { createHash, randomBytes } from 'node:crypto';
import { invitationExpiry, invitationLink, invitationState } from '@otech/domain';
import type { Client, InvitationState } from '@otech/domain';
import { invitationMail } from '../mail/invitationMail.ts';
import { changePassword } from './clients.ts';
import type { Database } from './database.ts';
import { insertMail } from './mailOutbox.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { transaction } from './transaction.ts';

/* Invitations of imported clients (table `client_invitations`, migration 0070; decision 125). */

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invites a client: a new single-use link, stored as its hash only, replacing a link not used yet,
 * and its e-mail queued, both in the caller's transaction (the running shop's dispatcher sends it).
 */
export async function inviteClient(sql: SqlDatabase, client: Client, siteOrigin: string, now = new Date()): Promise<{ expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = invitationExpiry(now).toISOString();
  await sql.deleteFrom('client_invitations').where('client_id', '=', client.id).where('used_at', 'is', null).execute();
  await sql.insertInto('client_invitations').values({ token_hash: tokenHash(token), client_id: client.id, sent_at: now.toISOString(), expires_at: expiresAt, used_at: null }).execute();
  await insertMail(sql, invitationMail(client, invitationLink(siteOrigin, token), expiresAt), now);
  return { expiresAt };
}

/** What a link opens: its state, its expiry, and the invited client's id while it is valid. */
export interface InvitationLookup {
  state: InvitationState;
  expiresAt?: string;
  clientId?: number;
}

async function lookUp(sql: SqlDatabase, token: string, now: Date, lock: boolean): Promise<InvitationLookup> {
  const query = sql.selectFrom('client_invitations').selectAll().where('token_hash', '=', tokenHash(token));
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (row === undefined) return { state: 'unknown' };
  const state = invitationState({ expiresAt: row.expires_at, usedAt: row.used_at }, now);
  return { state, expiresAt: row.expires_at, ...(state === 'valid' ? { clientId: row.client_id } : {}) };
}

export function invitationOf(db: Database, token: string, now = new Date()): Promise<InvitationLookup> {
  return lookUp(db.sql, token, now, false);
}

/**
 * The invited client chooses their password: in one transaction, the link (locked, so two tabs
 * cannot both use it) is marked used and the hash stored. A link that is not valid changes nothing.
 */
export function acceptInvitation(db: Database, token: string, passwordHash: string, now = new Date()): Promise<InvitationLookup> {
  return transaction(db, async (t) => {
    const found = await lookUp(t.sql, token, now, true);
    if (found.clientId === undefined) return found;
    await t.sql.updateTable('client_invitations').set({ used_at: now.toISOString() }).where('token_hash', '=', tokenHash(token)).execute();
    await changePassword(t, found.clientId, passwordHash, now);
    return found;
  });
}
