// The rendering part of scripts/serve-shop.ts: every page address is answered with HTML drawn by the
// shop's server build (OUT_DIR-server/entry-server.js, made by scripts/build-shop.mjs), or under
// `npm run dev` by the same entry-server.tsx loaded from the sources by Vite's dev server.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';
import * as v from 'valibot';
import { UserProfileSchema, type UserProfile } from '@otech/domain';
import { SESSION_COOKIE, siteAddress } from '@otech/api';
import { PAGE_SCRIPTS_TEMPLATE_ID, type EntryServer } from '../../packages/shop/src/server/renderedPage.ts';
import { splitHeadElements } from './headElements.ts';
import { shopContentSecurityPolicy } from './contentSecurityPolicy.ts';
import { inlineStyles, type InlineStyles } from './inlineStyles.ts';
import { pageScripts, pageStyles, type Manifest } from './pageAssets.ts';
import type { DrawnPage } from '../../packages/shop/src/server/renderedPage.ts';

const MeSchema = v.object({ user: UserProfileSchema });
/** How long a page's head is given to leave before its body is rendered. */
const HEAD_SEND_MS = 5;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The signed-in customer the session cookie names, asked of the API itself: a revoked or expired token is nobody. */
async function sessionOf(req: ExpressRequest, apiUrl: string): Promise<UserProfile | null> {
  const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  const response = await fetch(`${apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status === 401 || response.status === 403) return null;
  // Any other failure says nothing of the session: the page must not sign the visitor out for it.
  if (!response.ok) throw new Error(`GET /auth/me answered ${response.status}`);
  return v.parse(MeSchema, await response.json()).user;
}

/**
 * The page's address on the site's configured origin, never the Host header's (issue 27): its
 * canonical link and structured data are written with it.
 */
function webRequest(req: ExpressRequest, siteOrigin: string): Request {
  return new Request(siteAddress(siteOrigin, req.originalUrl), {
    headers: { accept: req.get('accept') ?? 'text/html' },
  });
}

/** Where pages are drawn from: the build (`npm start`) or the sources through Vite (`npm run dev`). */
interface PageSource {
  /** index.html as the browser gets it for this address. */
  template(url: string): Promise<string>;
  entry(): Promise<EntryServer>;
  /** The page's own style sheets beyond what the template links. */
  styles(modules: readonly string[], template: string): string[];
  /** The modulepreloads of the page's own chunks beyond what the template links. */
  scripts(drawn: DrawnPage, template: string): string;
  /** Its style sheets written into the page. */
  inline(styles: readonly string[]): Promise<InlineStyles>;
}

/** `siteOrigin`: the site's public origin (configuredSiteOrigin, else the address the shop listens on). */
function shopRenderer(source: PageSource, apiUrl: string, siteOrigin: () => string): RequestHandler {
  const apiOrigin = new URL(apiUrl).origin;
  const withRoot = (html: string, root: string, bootstrap: string, held = '') =>
    html.replace(
      '<div id="root"></div>',
      `<div id="root">${root}</div>\n    <script type="application/json" id="otech-bootstrap">${bootstrap}</script>${held}`,
    );

  return (req, res, next) => {
    let template = '';
    void (async () => {
      template = await source.template(req.originalUrl);
      const entry = await source.entry();
      entry.setApiOrigin(apiOrigin);
      const page = await entry.render(webRequest(req, siteOrigin()), await sessionOf(req, apiUrl));
      // Drawn for the session of this request: a shared cache must never hand it to another visitor.
      res.set('Cache-Control', 'private, no-cache').set('Vary', 'Cookie');
      if (page.kind === 'redirect') {
        res.redirect(page.response.status, page.response.headers.get('Location') ?? '/');
      } else if (page.kind === 'shell') {
        res.status(page.status).type('html').send(withRoot(template, '', page.bootstrap));
      } else {
        const inline = await source.inline(source.styles(page.modules, template));
        if (inline.hashes.length > 0) res.set('Content-Security-Policy', shopContentSecurityPolicy(inline.hashes));
        // The head goes out before the page is drawn: the browser reads its styles while the server
        // renders (for a catalogue page, the longest part of the answer).
        const [beforeHeadEnd = '', afterHeadEnd = ''] = template.split('</head>');
        res.status(page.status).type('html').write(`${beforeHeadEnd}  ${inline.html}\n`);
        res.flush();
        // The compressed head reaches the socket from zlib's thread pool, which needs the event loop
        // the render is about to hold: a few milliseconds let it out first.
        await new Promise((resolve) => setTimeout(resolve, HEAD_SEND_MS));
        const drawn = page.draw();
        const { head, body } = splitHeadElements(drawn.html);
        // Which chunks the page runs is known once it is drawn (its islands): they
        // wait inert in the body, which the entry reads only once the page is painted.
        const scripts = source.scripts(drawn, template);
        const held = scripts && `\n    <template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${scripts}</template>`;
        res.end(`    ${head}\n  </head>${withRoot(afterHeadEnd, body, drawn.bootstrap, held)}`);
      }
    })().catch((error: unknown) => {
      // index.html as built: the browser draws the page itself and keeps the session it stores.
      console.error(`Server rendering of ${req.originalUrl} failed`, error);
      if (res.headersSent || template === '') next(error);
      else res.status(200).set('Cache-Control', 'no-cache').type('html').send(template);
    });
  };
}

/** An express handler answering page addresses from the build; `apiUrl` is the API's own address (…/api). */
export async function createShopRenderer(distDir: string, apiUrl: string, siteOrigin: () => string): Promise<RequestHandler> {
  const [template, manifestText, entry] = await Promise.all([
    readFile(path.join(distDir, 'index.html'), 'utf8'),
    readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    import(pathToFileURL(path.join(`${distDir}-server`, 'entry-server.js')).href) as Promise<EntryServer>,
  ]);
  const manifest = JSON.parse(manifestText) as Manifest;
  return shopRenderer(
    {
      template: () => Promise.resolve(template),
      entry: () => Promise.resolve(entry),
      styles: (modules, html) => pageStyles(manifest, modules, html),
      scripts: (drawn, html) => pageScripts(manifest, drawn.islandModules, html),
      inline: inlineStyles(distDir),
    },
    apiUrl,
    siteOrigin,
  );
}

/**
 * The same renderer under `npm run dev`: Vite loads entry-server.tsx from the sources (again after
 * each edit) and prepares index.html with its client and fast refresh. There is no manifest: in
 * development the page's styles arrive with its modules, so the first paint is unstyled for a moment.
 */
export function createDevShopRenderer(vite: ViteDevServer, apiUrl: string, indexHtml: string, siteOrigin: () => string): RequestHandler {
  return shopRenderer(
    {
      template: (url) => vite.transformIndexHtml(url, indexHtml),
      entry: () => vite.ssrLoadModule('/src/server/entry-server.tsx') as Promise<EntryServer>,
      styles: () => [],
      scripts: () => '',
      inline: () => Promise.resolve({ html: '', hashes: [] }),
    },
    apiUrl,
    siteOrigin,
  );
}
