import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 26: the changelog page (stories/Changelog.mdx) is generated from the history of packages/ui,
// newest first, each change naming the components it touched.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

interface Entry {
  hash: string;
  date: string;
  subject: string;
  components: string[];
}

describe('the changelog of packages/ui', () => {
  execFileSync(process.execPath, ['scripts/uiChangelog.mjs'], { cwd: repo, stdio: 'ignore' });
  const { entries } = JSON.parse(readFileSync(path.join(repo, 'stories/generated/ui-changelog.json'), 'utf8')) as { entries: Entry[] };

  it('opens on the last commit that changed a component, naming it and what the commit says', () => {
    const [hash = '', subject = ''] = git('log', '-1', '--no-merges', '--format=%h%n%s', '--', ':(glob)packages/ui/src/*/**/[A-Z]*.tsx').split('\n');
    const components = git('show', '--format=', '--name-only', hash)
      .split('\n')
      .map((file) => /^packages\/ui\/src\/[^/]+\/(?:[^/]+\/)?([A-Z]\w+)\.tsx$/.exec(file)?.[1])
      .filter((name) => name !== undefined);
    expect(entries[0]).toMatchObject({ hash, subject, components: [...new Set(components)].sort() });
  });

  it('lists every change newest first, each naming at least one component', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const [index, entry] of entries.entries()) {
      expect(entry.components.length, entry.hash).toBeGreaterThan(0);
      if (index > 0) expect(entry.date <= (entries[index - 1]?.date ?? ''), `${entry.hash} after a later change`).toBe(true);
    }
  });
});
