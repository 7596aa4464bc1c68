import express from 'express';

/** Express's `trust proxy`: off, a number of proxy hops, or the addresses (or `loopback`, `uniquelocal`…) of the proxies trusted. */
export type TrustProxy = boolean | number | string;

const SETTING_MAX = 500;

/**
 * OTECH_TRUST_PROXY as Express's `trust proxy` (default off): behind a TLS proxy, set it to the
 * proxy (`loopback`, `10.0.0.0/8`, or `1` hop) so the app reads X-Forwarded-Proto and the client's
 * address from it: the session cookie is then Secure and HSTS is sent. Checked at start: an
 * unreadable value stops it, naming the variable.
 */
export function trustProxySetting(env: NodeJS.ProcessEnv): TrustProxy {
  const value = (env['OTECH_TRUST_PROXY'] ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (value.length > SETTING_MAX) throw new Error(`OTECH_TRUST_PROXY is invalid: at most ${SETTING_MAX} characters`);
  try {
    // Express compiles the list when it is set: a bad address is found here, at start.
    express().set('trust proxy', value);
  } catch (error) {
    throw new Error(`OTECH_TRUST_PROXY is invalid: ${(error as Error).message} (true, false, a number of hops, or addresses such as loopback,10.0.0.0/8)`, { cause: error });
  }
  return value;
}
