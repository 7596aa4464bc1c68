// Runs every story's test in Chromium (vitest project `storybook`). On a loaded CI machine the
// Chromium page that hosts the stories has closed mid-run ("Browser connection was closed while
// running tests") and left story files unrun while every test that did run had passed. Those files
// run once more, in a fresh browser. A story whose assertions fail is never run again: it fails.
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
  // A file cut short still reads "passed", with its remaining tests "pending".
  const complete = new Set(
    report.testResults
      .filter((file) => file.status === 'passed' && file.assertionResults.every((test) => test.status !== 'pending'))
      .map((file) => file.name),
  );
  return expected.filter((file) => !complete.has(file));
}

const reports = mkdtempSync(path.join(tmpdir(), 'otech-stories-'));
try {
  let status = runStories(chosen, path.join(reports, 'first.json'));
  if (status !== 0) {
    const again = unrunFiles(path.join(reports, 'first.json'), storyFiles);
    if (again.length > 0 && again.length < storyFiles.length) {
      console.error(`\n${again.length} story file(s) did not run (browser connection lost); running them once more:`);
      for (const file of again) console.error(`  ${path.relative(repo, file)}`);
      status = runStories(again, path.join(reports, 'again.json'));
    }
  }
  process.exitCode = status;
} finally {
  rmSync(reports, { recursive: true, force: true });
}
