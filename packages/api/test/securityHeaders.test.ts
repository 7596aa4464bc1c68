import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxySetting } from '../src/index.ts';
import { CREDENTIALS, TestApi } from './helpers.ts';

/*
 * Issue 27: security headers on every answer, HSTS over HTTPS only, and a configurable `trust
 * proxy` so that behind a TLS proxy the session cookie is Secure. The proxy is played by a request
 * from 127.0.0.1 carrying X-Forwarded-Proto.
 */

let direct: TestApi;
let proxied: TestApi;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([TestApi.start(), TestApi.start({ trustProxy: 'loopback' })]);
}, 120_000);
afterAll(() => Promise.all([direct.stop(), proxied.stop()]));

async function signInThroughTls(t: TestApi) {
  const response = await fetch(`${t.api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify(CREDENTIALS.hashed),
  });
  expect(response.status).toBe(200);
  return response.headers;
}

describe('security headers and the TLS proxy (issue 27)', () => {
  it('sends Referrer-Policy and Permissions-Policy on every answer, and no HSTS over plain HTTP', async () => {
    for (const route of ['/products/VP-AA-001', '/nowhere']) {
      const { headers } = await direct.call('GET', route);
      expect(headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), route).toContain('camera=()');
      expect(headers.get('strict-transport-security'), route).toBeNull();
    }
  });

  it('behind a trusted TLS proxy, sets the session cookie Secure and sends HSTS', async () => {
    const headers = await signInThroughTls(proxied);
    expect(headers.get('set-cookie')).toMatch(/otech_session=[^;]+;.*Secure/);
    expect(headers.get('strict-transport-security')).toBe('max-age=15552000');
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted (the default): anyone could send it', async () => {
    const headers = await signInThroughTls(direct);
    expect(headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('reads OTECH_TRUST_PROXY: off by default, hops, addresses; an unreadable one stops the start', () => {
    expect(trustProxySetting({})).toBe(false);
    expect(trustProxySetting({ OTECH_TRUST_PROXY: '1' })).toBe(1);
    expect(trustProxySetting({ OTECH_TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxySetting({ OTECH_TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toBe('loopback, 10.0.0.0/8');
    expect(() => trustProxySetting({ OTECH_TRUST_PROXY: 'not-an-address' })).toThrow(/OTECH_TRUST_PROXY is invalid/);
  });
});
