// Writes the changelog page's data (stories/generated/ui-changelog.json, not committed) from the git
// history of packages/ui: each commit that changed a component, newest first (by the day it was
// committed, the order git lists them in), with the components it
// touched. Run by .storybook/main.ts, so before every Storybook build, dev server and story test run
// (the story tests' set-up loads that file), and by hand: `node scripts/uiChangelog.mjs`. Decision 211.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(repo, 'stories', 'generated', 'ui-changelog.json');
const RECORD = '\u001e';
const FIELD = '\u001f';

/** `packages/ui/src/admin/AdminTable/ColumnTable.tsx` → `ColumnTable`; tests, styles and indexes name no component. */
function componentOf(file) {
  const match = /^packages\/ui\/src\/[^/]+\/(?:[^/]+\/)?([A-Z]\w+)\.tsx$/.exec(file);
  return match ? match[1] : undefined;
}

/** The commits of packages/ui as entries; an empty list where git or its history is missing (a tarball). */
function readUiHistory() {
  let log;
  try {
    log = execFileSync('git', ['log', '--no-merges', '--date=short', `--format=${RECORD}%h${FIELD}%cd${FIELD}%s`, '--name-only', '--', 'packages/ui'], {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return [];
  }
  return log
    .split(RECORD)
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [header = '', ...files] = record.split('\n');
      const [hash = '', date = '', subject = ''] = header.split(FIELD);
      const components = [...new Set(files.map(componentOf).filter((name) => name !== undefined))].sort();
      return { hash, date, subject, components };
    })
    .filter((entry) => entry.components.length > 0);
}

const entries = readUiHistory();
mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify({ generatedFrom: 'git log -- packages/ui', entries }, null, 1)}\n`);
console.log(`${entries.length} changes of packages/ui written to ${path.relative(repo, output)}`);
