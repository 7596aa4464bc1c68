import { randomUUID } from 'node:crypto';
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
  /** When it was signed, seconds since the epoch (a password change ends the sessions signed before). */
  issuedAt: number;
}

const HOUR = 3600;
/** A working day without "remember me"; 30 days with it. */
export const SESSION_SECONDS = 8 * HOUR;
export const REMEMBER_ME_SECONDS = 30 * 24 * HOUR;
const ALGORITHM = 'HS256';
const ISSUER = 'otech-api';

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(kind: TokenKind, subject: string, lifetimeSeconds: number): Promise<{ token: string; claims: TokenClaims }> {
    const id = randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + lifetimeSeconds;
    const token = await new SignJWT({ kind })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(subject)
      .setJti(id)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, claims: { kind, subject, id, expiresAt, issuedAt } };
  }

  /** The claims of a well-signed, unexpired token, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const kind = payload['kind'];
      if ((kind !== 'customer' && kind !== 'admin') || !payload.sub || !payload.jti || !payload.exp) return null;
      return { kind, subject: payload.sub, id: payload.jti, expiresAt: payload.exp, issuedAt: payload.iat ?? 0 };
    } catch {
      return null;
    }
  }
}
