// Runs every story's test in Chromium (vitest project `storybook`), a batch of files per browser. On CI
// the one Chromium page that hosted all the stories closed mid-run ("Browser connection was closed
// while running tests") after a hundred files or so, leaving the rest unrun while every test that did
// run had passed; a fresh browser per batch keeps each page's life short. Files a lost page still
// left unrun run once more at the end. A story whose assertions fail is never run again: it fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Story files named on the command line, or all of them.
const chosen = process.argv.slice(2).map((file) => path.resolve(file));
const storyFiles =
  chosen.length > 0
    ? chosen
    : readdirSync(path.join(repo, 'stories'), { recursive: true })
        .filter((file) => file.endsWith('.stories.tsx'))
        .map((file) => path.join(repo, 'stories', file));

function runStories(files, reportFile) {
  const args = ['vitest', 'run', '--project', 'storybook', '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${reportFile}`, ...files);
  return spawnSync('npx', args, { cwd: repo, stdio: 'inherit' }).status ?? 1;
}

/** The story files that did not run to the end, provided no test failed. */
function unrunFiles(reportFile, expected) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return [];
  }
  if (report.numFailedTests > 0) return [];
  // A file cut short still reads "passed", with its remaining tests "pending"; one never started
  // reads "passed" with no test at all (every story file has at least one story).
  const complete = new Set(
    report.testResults
      .filter(
        (file) =>
          file.status === 'passed' &&
          file.assertionResults.length > 0 &&
          file.assertionResults.every((test) => test.status !== 'pending'),
      )
      .map((file) => file.name),
  );
  return expected.filter((file) => !complete.has(file));
}

/** Files per browser: CI lost the single page after about a hundred. */
const BATCH_SIZE = 40;

const reports = mkdtempSync(path.join(tmpdir(), 'otech-stories-'));
try {
  let failed = false;
  const unrun = [];
  for (let start = 0; start < storyFiles.length; start += BATCH_SIZE) {
    const batch = storyFiles.slice(start, start + BATCH_SIZE);
    const report = path.join(reports, `batch-${start}.json`);
    if (runStories(batch, report) === 0) continue;
    const missing = unrunFiles(report, batch);
    if (missing.length === 0) failed = true;
    else unrun.push(...missing);
  }
  if (unrun.length > 0) {
    console.error(`\n${unrun.length} story file(s) did not run (browser connection lost); running them once more:`);
    for (const file of unrun) console.error(`  ${path.relative(repo, file)}`);
    if (runStories(unrun, path.join(reports, 'again.json')) !== 0) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(reports, { recursive: true, force: true });
}
