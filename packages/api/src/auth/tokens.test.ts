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
});
