// The responsive sweep (issue 26: every story renders real content at 390, 768 and 1280 px): each
// story of the static Storybook opened in Chromium at each width, or only at its own viewport when
// it sets one (it is about that width). A review tool run on demand, not part of npm test.
//
//   node scripts/responsive.mjs [--build] [--widths 390,768,1280] [--pages 2] [story-id-fragment…]
//
// A story fails at a width when Storybook's verdict fails (play function, accessibility check,
// uncaught error), when it shows no content (nothing visible, no text nor image, or a lorem ipsum,
// TODO or FIXME), unless its parameters say `drawsNothing: 'intended'` (an empty state that really draws
// nothing, its reason in its text), or when the page scrolls sideways (naming the element that sticks out
// furthest), unless its parameters say `sidewaysScroll: 'intended'` (a "don't" example showing that very fault).
// One line per failure, then a summary; exit code 1 on any failure. Every picture is written to
// storybook-responsive/<width>px/<story id>.png (gitignored) for a designer to look through.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStories, inPages, launchChromium, openStory, prepare, repo, serveStatic, storySettings } from './storybookPages.mjs';

// A common phone, a tablet held upright, a laptop: the heights the designers review them at.
const heights = { 390: 844, 768: 1024, 1280: 800 };
const outDir = path.join(repo, 'storybook-responsive');

const args = process.argv.slice(2);
const valueOf = (option, otherwise) => (args.includes(option) ? args[args.indexOf(option) + 1] : otherwise);
const widthsArg = valueOf('--widths', '390,768,1280');
// Pages at a time: each story reloads the preview, which mostly waits on the browser.
const concurrency = Number(valueOf('--pages', '2'));
const options = new Set(['--build', '--widths', '--pages']);
const unknown = args.filter((arg) => arg.startsWith('--') && !options.has(arg));
const widths = String(widthsArg).split(',').map(Number);
const problem =
  unknown.length > 0 ? `unknown option ${unknown.join(', ')}`
  : widths.some((width) => !Number.isInteger(width) || width < 200) ? `--widths ${widthsArg}: not a list of widths in px`
  : !Number.isInteger(concurrency) || concurrency < 1 ? `--pages ${valueOf('--pages')}: not a number of pages`
  : undefined;
if (problem) {
  console.error(`responsive: ${problem} (use --build, --widths 390,768,1280, --pages 2, or story id fragments)`);
  process.exit(2);
}
const values = new Set(['--widths', '--pages'].filter((option) => args.includes(option)).map((option) => args.indexOf(option) + 1));
const fragments = args.filter((arg, at) => !arg.startsWith('--') && !values.has(at));

prepare('responsive', { build: args.includes('--build') });
const { stories } = buildStories('responsive', fragments);
const server = await serveStatic();
const browser = await launchChromium();
const started = process.hrtime.bigint();
const settings = await storySettings(browser, server.origin, stories, ['sidewaysScroll', 'drawsNothing']);

/* global document, Element, getComputedStyle, innerWidth -- the functions below run inside the page */
// What the story shows: its root and any overlay (dialogs and popovers render outside the root).
const contentProblem = () => {
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  // The root itself may have no height when what it holds is fixed (a header, a banner, a snackbar).
  const parts = [...document.body.children].filter(
    (element) => !element.matches('script, style, #storybook-docs, [class^="sb-"], [class*=" sb-"]'),
  );
  if (!parts.some((part) => shown(part) || [...part.querySelectorAll('*')].some(shown))) return 'nothing visible';
  const text = parts.map((part) => part.innerText).join(' ').replace(/\s+/g, ' ').trim();
  const pictures = parts.flatMap((part) => [
    ...part.querySelectorAll('img, svg, canvas, video, input, textarea, select, progress, meter, [role="img"], [role="progressbar"], [aria-busy="true"]'),
  ]);
  if (text === '' && !pictures.some(shown)) return 'no text nor image';
  const placeholder = /lorem ipsum|\bTODO\b|\bFIXME\b/i.exec(text);
  return placeholder ? `placeholder text « ${placeholder[0]} »` : undefined;
};

// The element that sticks out furthest among those past the window's right edge whose parent is
// not (the one that overflows its container, not the wrappers around it).
const sidewaysProblem = () => {
  const overflow = document.documentElement.scrollWidth - innerWidth;
  if (overflow <= 0) return undefined;
  const past = (element) => element instanceof Element && element.getBoundingClientRect().right > innerWidth + 0.5;
  const culprits = [...document.body.querySelectorAll('*')].filter((element) => past(element) && !past(element.parentElement));
  culprits.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
  const widest = culprits[0];
  const name = widest
    ? ` by ${widest.tagName.toLowerCase()}${widest.classList.length > 0 ? `.${[...widest.classList].join('.')}` : ''} « ${widest.textContent.replace(/\s+/g, ' ').trim().slice(0, 40)} » (right edge at ${Math.round(widest.getBoundingClientRect().right)} px)`
    : '';
  return `scrolls sideways ${overflow} px${name}`;
};

const runs = stories.flatMap((story) => {
  const own = settings.get(story.id).size;
  return own ? [{ story, size: own }] : widths.map((width) => ({ story, size: { width, height: heights[width] ?? 900 } }));
});
// A run over every story starts afresh; one over a few leaves the others' pictures to compare with.
if (fragments.length === 0) rmSync(outDir, { recursive: true, force: true });
for (const width of new Set(runs.map((run) => run.size.width))) mkdirSync(path.join(outDir, `${width}px`), { recursive: true });

const failures = [];
let done = 0;
await inPages(browser, runs, concurrency, async (page, { story, size }) => {
  // Said as it is found (a whole sweep takes long), then all of them again in order at the end.
  const fail = (reason) => {
    failures.push(`✗ ${story.id} @${size.width}: ${reason}`);
    console.log(failures.at(-1));
  };
  try {
    await openStory(page, server.origin, story.id, size, { networkIdle: false });
  } catch (error) {
    fail(`did not finish: ${error.message.split('\n')[0]}`);
    return;
  }
  const { drawsNothing, sidewaysScroll } = settings.get(story.id).parameters;
  const content = await page.evaluate(contentProblem);
  if (content && drawsNothing !== 'intended') fail(content);
  const sideways = await page.evaluate(sidewaysProblem);
  if (sideways && sidewaysScroll !== 'intended') fail(sideways);
  writeFileSync(path.join(outDir, `${size.width}px`, `${story.id}.png`), await page.screenshot({ fullPage: true, animations: 'disabled' }));
  done += 1;
  if (done % 100 === 0) console.log(`responsive: ${done} of ${runs.length} pictures…`);
});

await browser.close();
server.close();

if (failures.length > 0) console.log(`\n${failures.sort().join('\n')}`);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(
  `responsive: ${stories.length} stories, ${runs.length} pictures (${widths.join(', ')} px, or the story's own viewport) in ${Math.round(seconds)} s; ${failures.length} failures; pictures in ${path.relative(repo, outDir)}/`,
);
process.exit(failures.length > 0 ? 1 : 0);
