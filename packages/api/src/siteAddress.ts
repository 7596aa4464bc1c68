import * as v from 'valibot';

/** Longest OTECH_SITE_URL: an origin, never a long text. */
const SITE_URL_MAX = 200;

const SiteUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(SITE_URL_MAX, `at most ${SITE_URL_MAX} characters`),
  v.url('an absolute address such as https://www.otech.fr'),
  v.check((text) => /^https?:$/.test(new URL(text).protocol), 'http or https only'),
  v.check((text) => {
    const { pathname, search, hash, username, password } = new URL(text);
    return pathname === '/' && search === '' && hash === '' && username === '' && password === '';
  }, 'the origin alone: no path, query, fragment or credentials'),
  v.transform((text) => new URL(text).origin),
);

/**
 * The site's public address (issue 27), written into robots.txt, the sitemap, canonical links and
 * structured data: OTECH_SITE_URL, required when OTECH_DEMO=0. In the demo, without it, undefined:
 * the caller uses the one address the shop was started on. Never a request's Host header, which
 * anyone sets: a file kept per host filled the memory, and a link must not point to another host.
 */
export function configuredSiteOrigin(env: NodeJS.ProcessEnv, demo: boolean): string | undefined {
  const configured = env['OTECH_SITE_URL'];
  if (configured === undefined || configured === '') {
    if (demo) return undefined;
    throw new Error('OTECH_SITE_URL must be set when OTECH_DEMO=0: the public address of the shop, such as https://www.otech.fr');
  }
  const parsed = v.safeParse(SiteUrlSchema, configured, { abortPipeEarly: true });
  if (!parsed.success) throw new Error(`OTECH_SITE_URL is invalid: ${parsed.issues[0].message} (got ${JSON.stringify(configured.slice(0, SITE_URL_MAX))})`);
  return parsed.output;
}

/** An address of the site from a request's path: always on the site's origin, even for a path such as `//other.example/x`. */
export function siteAddress(origin: string, requestPath: string): URL {
  // Concatenated, not resolved: `new URL('//other.example/x', origin)` would be another host.
  return new URL(`${origin}${requestPath.startsWith('/') ? '' : '/'}${requestPath}`);
}

/**
 * Where an e-mail's link points (an invitation, issue 20): OTECH_SITE_URL, else, in the demo, the
 * address `npm start` serves on this machine (PORT, default 5173).
 */
export function mailLinkOrigin(env: NodeJS.ProcessEnv): string {
  return configuredSiteOrigin(env, true) ?? `http://localhost:${env['PORT'] ?? 5173}`;
}
