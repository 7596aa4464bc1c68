import { describe, expect, it } from 'vitest';
import { TokenSigner } from './tokens.ts';

const signer = new TokenSigner('a-secret-of-thirty-two-characters!');

describe('TokenSigner', () => {
  it('verifies its own unexpired token', async () => {
    const { token, claims } = await signer.sign('customer', '12', 60);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('carries the administrator who opened a customer session, and only then', async () => {
    const opened = await signer.sign('customer', '12', 60, { id: 'admin-1', tokenId: 'admin-token' });
    expect(await signer.verify(opened.token)).toMatchObject({ kind: 'customer', subject: '12', actor: 'admin-1', actorTokenId: 'admin-token' });
    expect(await signer.verify((await signer.sign('customer', '12', 60)).token)).not.toHaveProperty('actor');
  });

  it('refuses an expired token, another key, and a tampered payload', async () => {
    expect(await signer.verify((await signer.sign('customer', '12', -5)).token)).toBeNull();
    const { token } = await signer.sign('customer', '12', 60);
    expect(await new TokenSigner('another-secret-of-thirty-two-chars').verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), kind: 'admin' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  // The check is node:crypto's HMAC, not jose's (issue 27): what jose refused, it refuses too.
  it('refuses another algorithm, no signature, a signature written otherwise, another issuer and extra parts', async () => {
    const { token } = await signer.sign('customer', '12', 60);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(await signer.verify(`${encode({ alg: 'none' })}.${payload}.`)).toBeNull();
    expect(await signer.verify(`${encode({ alg: 'HS512' })}.${payload}.${signature}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature}=`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature}.extra`)).toBeNull();
    expect(await signer.verify('not a token')).toBeNull();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const resigned = async (changed: object) => {
      const body = encode({ ...claims, ...changed });
      const { createHmac } = await import('node:crypto');
      return `${header}.${body}.${createHmac('sha256', 'a-secret-of-thirty-two-characters!').update(`${header}.${body}`).digest('base64url')}`;
    };
    // Rightly signed with the key: only the claims decide.
    expect(await signer.verify(await resigned({}))).toMatchObject({ subject: '12' });
    expect(await signer.verify(await resigned({ iss: 'someone-else' }))).toBeNull();
    expect(await signer.verify(await resigned({ exp: Math.floor(Date.now() / 1000) }))).toBeNull();
    expect(await signer.verify(await resigned({ kind: 'root' }))).toBeNull();
  });
});
