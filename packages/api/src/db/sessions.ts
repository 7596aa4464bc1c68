import type { Database, ImpersonationRecord, RevokedToken } from './database.ts';

/* What outlives a token's signature: the revocation list and the administrators' sessions on client accounts. */

export async function isRevoked(db: Database, tokenId: string): Promise<boolean> {
  return db.revokedIds.has(tokenId);
}

/** Adds a token to the revocation list, dropping entries whose token has expired anyway. */
export function revoke(db: Database, token: RevokedToken): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  return db.store.update((data) => {
    data.revokedTokens = [...data.revokedTokens.filter((entry) => entry.expiresAt > now), token];
    db.revokedIds.add(token.id);
  });
}

export function recordImpersonation(db: Database, record: ImpersonationRecord): Promise<void> {
  return db.store.update((data) => {
    data.impersonations.push(record);
  });
}

/** Ends the impersonation opened with that token, if it was one. */
export function endImpersonation(db: Database, tokenId: string, endedAt: string): Promise<void> {
  return db.store.update((data) => {
    data.impersonations = data.impersonations.map((record) => (record.tokenId === tokenId ? { ...record, endedAt } : record));
  });
}

/** The impersonations recorded, oldest first. */
export async function impersonations(db: Database): Promise<ImpersonationRecord[]> {
  return db.store.data.impersonations;
}
