import { createHmac, createSecretKey, randomUUID, timingSafeEqual, webcrypto, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

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
/** The protected header `sign` writes, as it is in every token: any other (another algorithm, `none`) is refused. */
const SIGNED_HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM })).toString('base64url');

/** Equal strings, compared in a time that does not tell where they differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class TokenSigner {
  /**
   * Imported once: given the secret's bytes, jose imports them into a Web Crypto key at every sign
   * and every verify, an asynchronous job on the thread pool that every signed-in request waited for.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * The same key for checking a token on every signed-in request: jose checks through Web Crypto
   * only, an asynchronous job on the thread pool with its own overhead, where the same HMAC-SHA256
   * from node:crypto is a few microseconds, in line (issue 27: the cart write's budget).
   */
  private readonly hmacKey: KeyObject;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.hmacKey = createSecretKey(Buffer.from(secret, 'utf8'));
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

  /**
   * The payload of a token `sign` made with this key (its header, its HS256 signature over header and
   * payload, canonical base64url), from this issuer and unexpired: RFC 7519's checks, as jose's
   * `jwtVerify` makes them for the claims the API sets. Null for anything else.
   */
  private verifiedPayload(token: string): Record<string, unknown> | null {
    const [header, payload, signature, ...rest] = token.split('.');
    if (header !== SIGNED_HEADER || payload === undefined || signature === undefined || rest.length > 0) return null;
    const expected = createHmac('sha256', this.hmacKey).update(`${header}.${payload}`).digest('base64url');
    if (!sameText(signature, expected)) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    const { iss, exp } = claims as Record<string, unknown>;
    if (iss !== ISSUER || typeof exp !== 'number' || exp <= Math.floor(Date.now() / 1000)) return null;
    return claims as Record<string, unknown>;
  }

  /** The claims of a well-signed, unexpired token, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const payload = this.verifiedPayload(token);
      if (!payload) return null;
      const { kind, iat_ms: issuedAtMs, sub, jti, exp, act } = payload;
      if ((kind !== 'customer' && kind !== 'admin') || typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof exp !== 'number' || typeof issuedAtMs !== 'number') return null;
      const acting =
        typeof act === 'object' && act !== null && 'sub' in act && typeof act.sub === 'string' && 'jti' in act && typeof act.jti === 'string'
          ? { actor: act.sub, actorTokenId: act.jti }
          : {};
      return { kind, subject: sub, id: jti, expiresAt: exp, issuedAtMs, ...acting };
    } catch {
      // A payload that is not JSON.
      return null;
    }
  }
}
