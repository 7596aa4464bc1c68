// What the visual comparison (visual.mjs) and the responsive sweep (responsive.mjs) share: the static
// Storybook served locally, each story opened in Debian's Chromium until Storybook gives its verdict
// (play function, accessibility check, uncaught errors), then photographed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { chromiumArgs, chromiumIsInstalled, chromiumPath } from './chromium.mjs';

export const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const staticDir = path.join(repo, 'storybook-static');
const storyTimeoutMs = 20_000;

/** Stops the tool (named in the message) when there is no Chromium, and builds the static Storybook when asked or missing. */
export function prepare(tool, { build }) {
  if (!chromiumIsInstalled()) {
    console.error(`${tool}: no Chromium at ${chromiumPath()}; install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
    process.exit(2);
  }
  if (build || !existsSync(path.join(staticDir, 'index.json'))) {
    console.log(`${tool}: building storybook-static…`);
    const result = spawnSync('npm', ['run', 'build-storybook'], { cwd: repo, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${tool}: storybook build failed`);
      process.exit(result.status ?? 1);
    }
  }
}

/** The build's index entries, and its stories whose id contains one of the fragments (all of them without any), by id. */
export function buildStories(tool, fragments) {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => fragments.length === 0 || fragments.some((fragment) => entry.id.includes(fragment)))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (stories.length === 0) {
    console.error(`${tool}: no story matches ${fragments.join(', ')}`);
    process.exit(2);
  }
  return { entries: index.entries, stories };
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** Serves storybook-static on a free local port; resolves to its origin and a close function. */
export async function serveStatic() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(staticDir, decodeURIComponent(url.pathname));
    if (!file.startsWith(staticDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // The build does not change during a run: each story's reload takes the preview's scripts from
    // the browser's cache (and its compiled-code cache) instead of reading and parsing them again.
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

const contextOptions = (viewport) => ({
  viewport,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
});

/* global document, getComputedStyle -- the functions below run inside the page */
// Storybook's end-of-story verdict (play function, a11y check, uncaught errors): a story that
// failed there is reported as failed, not photographed in a half-played state.
const verdictHook = () => {
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      const problems = [];
      next.on('playFunctionThrewException', (error) => problems.push(`play function: ${error.message}`));
      next.on('unhandledErrorsWhilePlaying', () => problems.push('uncaught error while playing'));
      next.on('storyFinished', ({ status, reporters }) => {
        for (const report of reporters ?? []) if (report.status === 'failed') problems.push(`${report.type} check`);
        if (status !== 'success' && problems.length === 0) problems.push('story errored');
        globalThis.__visualProblems = problems;
      });
    },
  });
};

// Storybook portals (dialogs, popovers, snackbars) render outside #storybook-root: when one is
// showing, the whole viewport is the picture.
const hasOverlay = () =>
  [...document.body.children].some((element) => {
    if (['storybook-root', 'storybook-docs'].includes(element.id)) return false;
    if (element.matches('script, style, svg, [class^="sb-"], [class*=" sb-"]')) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.display !== 'none' && style.visibility !== 'hidden';
  });

// The size the story tests give the story (addon-vitest's setViewport): its globals.viewport
// value looked up in its parameters.viewport options. The static iframe ignores that global (the
// manager resizes the frame), so a responsive story would otherwise play at desktop width. Also
// the story's named parameters the caller asks for (e.g. the sweep's `sidewaysScroll`).
const storyParametersHook = async ({ ids, names }) => {
  const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
  const found = {};
  for (const id of ids) {
    const story = await store.loadStory({ storyId: id });
    const param = story.parameters.viewport ?? {};
    const value = param.disable || param.disabled ? undefined : (story.storyGlobals.viewport?.value ?? param.defaultViewport);
    const options = { ...param.viewports, ...param.options };
    found[id] = {
      viewport: value ? { value, styles: options[value]?.styles } : undefined,
      parameters: Object.fromEntries(names.map((name) => [name, story.parameters[name]])),
    };
  }
  return found;
};

function pixels(value, story) {
  const match = /^(\d+)(px)?$/.exec(String(value));
  if (!match) throw new Error(`story ${story}: viewport size ${value} is not in px`);
  return Number(match[1]);
}

/**
 * Each story's own viewport size (absent when it sets none) and the parameters named, read from
 * the preview's story store: Map id -> { size, parameters }.
 */
export async function storySettings(browser, origin, stories, names = []) {
  const context = await browser.newContext(contextOptions({ width: 1280, height: 800 }));
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/iframe.html`);
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue, null, { timeout: storyTimeoutMs });
    const found = await page.evaluate(storyParametersHook, { ids: stories.map((story) => story.id), names });
    const settings = new Map();
    for (const [id, { viewport, parameters }] of Object.entries(found)) {
      const { width, height } = viewport?.styles ?? MINIMAL_VIEWPORTS[viewport?.value]?.styles ?? {};
      const size = width && height ? { width: pixels(width, id), height: pixels(height, id) } : undefined;
      settings.set(id, { size, parameters });
    }
    return settings;
  } finally {
    await context.close();
  }
}

/**
 * Runs work(page, item) over the items, `concurrency` pages at a time. One context per page:
 * focus is per context, and keyboard play functions need it.
 */
export async function inPages(browser, items, concurrency, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const context = await browser.newContext(contextOptions({ width: 1280, height: 800 }));
      await context.addInitScript(verdictHook);
      const page = await context.newPage();
      for (let item = queue.shift(); item; item = queue.shift()) await work(page, item);
      await context.close();
    }),
  );
}

/**
 * Opens the story at the size given and waits for Storybook's verdict; throws with the problems
 * it reported (and the first console error) when it failed. Then waits for the pictures (see
 * networkIdle) and freezes animations.
 */
export async function openStory(page, origin, id, size, { networkIdle = true } = {}) {
  const errors = [];
  const onConsole = (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  };
  page.on('console', onConsole);
  try {
    const current = page.viewportSize();
    if (current.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
    // Not Storybook's freeze=finished mode: it makes the page inert from the start, so keyboard
    // play functions cannot focus anything. The story is done when Storybook gives its verdict.
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await page.waitForFunction(() => globalThis.__visualProblems, null, { timeout: storyTimeoutMs });
    const problems = await page.evaluate(() => globalThis.__visualProblems);
    if (problems.length > 0) throw new Error(`${problems.join('; ')}${errors[0] ? ` (${errors[0]})` : ''}`);
  } finally {
    page.off('console', onConsole);
  }
  await page.evaluate(() => document.fonts.ready);
  // Half a second without a request catches every late picture (a CSS background too); a review of
  // thousands of pictures settles for the page's images being loaded.
  if (networkIdle) await page.waitForLoadState('networkidle');
  else await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: storyTimeoutMs });
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
}

/** The open story's picture: the story's root, or the whole viewport when an overlay shows or the root is empty. */
export async function shootStory(page) {
  const box = await page.locator('#storybook-root').boundingBox();
  const full = (await page.evaluate(hasOverlay)) || !box || box.height === 0;
  return full ? page.screenshot({ animations: 'disabled' }) : page.locator('#storybook-root').screenshot({ animations: 'disabled' });
}
