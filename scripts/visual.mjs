// Local visual review (Chromatic's cloud is unreachable here): screenshots every story of the
// static Storybook in Debian's Chromium and compares each with its committed reference PNG.
//
//   node scripts/visual.mjs [--build] [--update] [story-id-fragment…]
//
//   --build    rebuild storybook-static first (it is built anyway when missing)
//   --update   write the references instead of comparing (after an intended change)
//   fragments  only the stories whose id contains one of them (e.g. base-button)
//
// Failures leave <id>-actual-chromium.png and <id>-diff-chromium.png beside the references
// (gitignored). Exit code 1 on any difference, missing reference or story that did not render.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { chromiumArgs, chromiumIsInstalled, chromiumPath } from './chromium.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const staticDir = path.join(repo, 'storybook-static');
const referenceDir = path.join(repo, 'stories/__screenshots__/visual');
// Stories without a viewport of their own; those with one (globals.viewport) are shot at its size.
const viewport = { width: 1280, height: 800 };
// pixelmatch's per-pixel colour distance (0..1), and the share of differing pixels tolerated
// (anti-aliasing of text may move a few pixels between runs of the same Chromium).
const colourThreshold = 0.1;
const maxDiffRatio = 0.0005;
const storyTimeoutMs = 20_000;
// Two pages at a time: each story reloads the preview, which mostly waits on the browser.
const concurrency = 2;

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = args.includes('--build');
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--update' && arg !== '--build');
if (unknown.length > 0) {
  console.error(`visual: unknown option ${unknown.join(', ')} (use --build, --update, or story id fragments)`);
  process.exit(2);
}
const fragments = args.filter((arg) => !arg.startsWith('--'));

if (!chromiumIsInstalled()) {
  console.error(`visual: no Chromium at ${chromiumPath()}; install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  process.exit(2);
}

if (build || !existsSync(path.join(staticDir, 'index.json'))) {
  console.log('visual: building storybook-static…');
  const result = spawnSync('npm', ['run', 'build-storybook'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('visual: storybook build failed');
    process.exit(result.status ?? 1);
  }
}

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => fragments.length === 0 || fragments.some((fragment) => entry.id.includes(fragment)))
  .sort((a, b) => a.id.localeCompare(b.id));
if (stories.length === 0) {
  console.error(`visual: no story matches ${fragments.join(', ')}`);
  process.exit(2);
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
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(staticDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const contextOptions = {
  viewport,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
};

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

async function screenshot(page, id) {
  const errors = [];
  const onConsole = (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  };
  page.on('console', onConsole);
  try {
    return await shoot(page, id, errors);
  } finally {
    page.off('console', onConsole);
  }
}

// The size the story tests give the story (addon-vitest's setViewport): its globals.viewport
// value looked up in its parameters.viewport options. The static iframe ignores that global (the
// manager resizes the frame), so a responsive story would otherwise play at desktop width.
const storyViewportHook = async (ids) => {
  const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
  const found = {};
  for (const id of ids) {
    const story = await store.loadStory({ storyId: id });
    const param = story.parameters.viewport ?? {};
    const value = param.disable || param.disabled ? undefined : (story.storyGlobals.viewport?.value ?? param.defaultViewport);
    const options = { ...param.viewports, ...param.options };
    if (value) found[id] = { value, styles: options[value]?.styles };
  }
  return found;
};

function pixels(value, story) {
  const match = /^(\d+)(px)?$/.exec(String(value));
  if (!match) throw new Error(`visual: story ${story}: viewport size ${value} is not in px`);
  return Number(match[1]);
}

async function storyViewports(context) {
  const page = await context.newPage();
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue, null, { timeout: storyTimeoutMs });
  const found = await page.evaluate(storyViewportHook, stories.map((story) => story.id));
  await page.close();
  const sizes = new Map();
  for (const [id, { value, styles }] of Object.entries(found)) {
    const { width, height } = styles ?? MINIMAL_VIEWPORTS[value]?.styles ?? {};
    if (width && height) sizes.set(id, { width: pixels(width, id), height: pixels(height, id) });
  }
  return sizes;
}

async function shoot(page, id, errors) {
  const size = sizes.get(id) ?? viewport;
  const current = page.viewportSize();
  if (current.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  // Not Storybook's freeze=finished mode: it makes the page inert from the start, so keyboard
  // play functions cannot focus anything. The story is done when Storybook gives its verdict.
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.waitForFunction(() => globalThis.__visualProblems, null, { timeout: storyTimeoutMs });
  const problems = await page.evaluate(() => globalThis.__visualProblems);
  if (problems.length > 0) throw new Error(`${problems.join('; ')}${errors[0] ? ` (${errors[0]})` : ''}`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
  const root = page.locator('#storybook-root');
  const box = await root.boundingBox();
  const full = (await page.evaluate(hasOverlay)) || !box || box.height === 0;
  return full ? page.screenshot({ animations: 'disabled' }) : root.screenshot({ animations: 'disabled' });
}

function compare(actual, reference) {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(reference);
  if (a.width !== b.width || a.height !== b.height) {
    return { ok: false, reason: `size ${a.width}×${a.height}, reference ${b.width}×${b.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: colourThreshold });
  const ratio = pixels / (a.width * a.height);
  return ratio <= maxDiffRatio
    ? { ok: true }
    : { ok: false, reason: `${pixels} pixels differ (${(ratio * 100).toFixed(2)} %)`, diff: PNG.sync.write(diff) };
}

mkdirSync(referenceDir, { recursive: true });
const failures = [];
let written = 0;
let matched = 0;

async function check(page, story) {
  const reference = path.join(referenceDir, `${story.id}.png`);
  const actualFile = path.join(referenceDir, `${story.id}-actual-chromium.png`);
  const diffFile = path.join(referenceDir, `${story.id}-diff-chromium.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  let actual;
  try {
    actual = await screenshot(page, story.id);
  } catch (error) {
    failures.push({ id: story.id, reason: `did not finish: ${error.message.split('\n')[0]}` });
    return;
  }
  // An update keeps a reference that still matches, so unchanged stories make no git churn.
  if (update) {
    if (!existsSync(reference) || !compare(actual, readFileSync(reference)).ok) {
      writeFileSync(reference, actual);
      written += 1;
    }
    return;
  }
  if (!existsSync(reference)) {
    writeFileSync(actualFile, actual);
    failures.push({ id: story.id, reason: 'no reference (run npm run test:visual:update)' });
    return;
  }
  const result = compare(actual, readFileSync(reference));
  if (result.ok) {
    matched += 1;
  } else {
    writeFileSync(actualFile, actual);
    if (result.diff) writeFileSync(diffFile, result.diff);
    failures.push({ id: story.id, reason: result.reason });
  }
}

const sizes = await browser.newContext(contextOptions).then(async (context) => {
  try {
    return await storyViewports(context);
  } finally {
    await context.close();
  }
});
const queue = [...stories];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    // One context per worker: focus is per context, and keyboard play functions need it.
    const context = await browser.newContext(contextOptions);
    await context.addInitScript(verdictHook);
    const page = await context.newPage();
    for (let story = queue.shift(); story; story = queue.shift()) await check(page, story);
    await context.close();
  }),
);

await browser.close();
server.close();

// References whose story no longer exists in the build. Only a run over every story looks: a run
// of a few (fragments), possibly on a build of a few story files, must not remove the others'.
const known = new Set(Object.keys(index.entries).map((id) => `${id}.png`));
const obsolete =
  fragments.length > 0
    ? []
    : readdirSync(referenceDir).filter((file) => file.endsWith('.png') && !file.includes('-actual-') && !file.includes('-diff-') && !known.has(file));
if (update) obsolete.forEach((file) => rmSync(path.join(referenceDir, file)));

failures.sort((a, b) => a.id.localeCompare(b.id));
for (const failure of failures) console.log(`✗ ${failure.id}: ${failure.reason}`);
if (update) {
  console.log(`visual: ${written} references written or changed, ${obsolete.length} obsolete removed, ${failures.length} stories failed to render`);
} else {
  for (const file of obsolete) console.log(`? ${file}: reference of a story that no longer exists`);
  console.log(`visual: ${matched} of ${stories.length} stories match their reference, ${failures.length} differ or are missing`);
  if (failures.length > 0) console.log(`visual: actual and diff images are in ${path.relative(repo, referenceDir)}/`);
}
process.exit(failures.length > 0 ? 1 : 0);
