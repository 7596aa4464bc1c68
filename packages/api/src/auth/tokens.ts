import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenKind = 'customer' | 'admin';

export interface TokenClaims {
  kind: TokenKind;
  /** Client id or admin id, as text. */
  subject: string;
  /** Token id, the key of the revocation list. */
  id: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
  /** Issue time in milliseconds (`iat` has whole seconds only): compared with the account's end of sessions. */
  issuedAtMs: number;
  /** On a customer token an administrator opened: that administrator's id (the JWT `act` claim). */
  actor?: string;
  /** With `actor`: the id of the administrator's own session token, so the opened session dies with it. */
  actorTokenId?: string;
}

/** Who opens a customer session on the customer's behalf: a staff member, from one of their sessions. */
export interface TokenActor {
  id: string;
  tokenId: string;
}

const HOUR = 3600;
/** A working day without "remember me"; 30 days with it. */
export const SESSION_SECONDS = 8 * HOUR;
export const REMEMBER_ME_SECONDS = 30 * 24 * HOUR;
const ALGORITHM = 'HS256';
const ISSUER = 'otech-api';

export class TokenSigner {
  /**
   * Imported once: given the secret's bytes, jose imports them into a Web Crypto key at every sign
   * and every verify, an asynchronous job on the thread pool that every signed-in request waited for.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(
    kind: TokenKind,
    subject: string,
    lifetimeSeconds: number,
    actor?: TokenActor,
  ): Promise<{ token: string; claims: TokenClaims }> {
    const id = randomUUID();
    const issuedAtMs = Date.now();
    const expiresAt = Math.floor(issuedAtMs / 1000) + lifetimeSeconds;
    // RFC 8693's actor claim: who acts on the subject's behalf, so every later call can tell.
    const token = await new SignJWT({ kind, iat_ms: issuedAtMs, ...(actor === undefined ? {} : { act: { sub: actor.id, jti: actor.tokenId } }) })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(subject)
      .setJti(id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    const acting = actor === undefined ? {} : { actor: actor.id, actorTokenId: actor.tokenId };
    return { token, claims: { kind, subject, id, expiresAt, issuedAtMs, ...acting } };
  }

  /** The claims of a well-signed, unexpired token, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const kind = payload['kind'];
      const issuedAtMs = payload['iat_ms'];
      if ((kind !== 'customer' && kind !== 'admin') || !payload.sub || !payload.jti || !payload.exp || typeof issuedAtMs !== 'number') return null;
      const act = payload['act'];
      const acting =
        typeof act === 'object' && act !== null && 'sub' in act && typeof act.sub === 'string' && 'jti' in act && typeof act.jti === 'string'
          ? { actor: act.sub, actorTokenId: act.jti }
          : {};
      return { kind, subject: payload.sub, id: payload.jti, expiresAt: payload.exp, issuedAtMs, ...acting };
    } catch {
      return null;
    }
  }
}
