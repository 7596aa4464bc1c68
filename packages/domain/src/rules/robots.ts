/** Pages a crawler has no business in: the API, the private areas and the cart (they answer only signed in). */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/admin',
  '/dashboard',
  '/client-dashboard',
  '/user-dashboard',
  '/catalogue-avec-panier',
  '/panier',
  '/cart',
];

/** `robots.txt`: every crawler welcome on the public pages, pointed to the sitemap at `origin`. */
export function robotsTxt(origin: string): string {
  const disallowed = ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
