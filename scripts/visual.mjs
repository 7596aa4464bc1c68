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
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { buildStories, inPages, launchChromium, openStory, prepare, repo, serveStatic, shootStory, storySettings } from './storybookPages.mjs';

const referenceDir = path.join(repo, 'stories/__screenshots__/visual');
// Stories without a viewport of their own; those with one (globals.viewport) are shot at its size.
const viewport = { width: 1280, height: 800 };
// pixelmatch's per-pixel colour distance (0..1), and the share of differing pixels tolerated
// (anti-aliasing of text may move a few pixels between runs of the same Chromium).
const colourThreshold = 0.1;
const maxDiffRatio = 0.0005;
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

prepare('visual', { build });
const { entries, stories } = buildStories('visual', fragments);
const server = await serveStatic();
const browser = await launchChromium();

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
    await openStory(page, server.origin, story.id, settings.get(story.id).size ?? viewport);
    actual = await shootStory(page);
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

const settings = await storySettings(browser, server.origin, stories);
await inPages(browser, stories, concurrency, check);

await browser.close();
server.close();

// References whose story no longer exists in the build. Only a run over every story looks: a run
// of a few (fragments), possibly on a build of a few story files, must not remove the others'.
const known = new Set(Object.keys(entries).map((id) => `${id}.png`));
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
