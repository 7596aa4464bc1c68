import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 26: the foundations pages must render without raw Markdown. Storybook's MDX has no
// remark-gfm, so a Markdown table (or ~~strike~~) shows as its raw text ("| role | token |"):
// tables on MDX pages are JSX (docs/design-system.md).

const stories = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = readdirSync(stories, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.mdx'));

/** The lines of an MDX page that only GitHub's Markdown would render, as "line N: text"; code blocks are left alone. */
function gfmOnlyLines(source: string): string[] {
  let inCode = false;
  return source.split('\n').flatMap((line, index) => {
    if (/^\s*```/.test(line)) inCode = !inCode;
    return !inCode && (/^\s*\|.*\|\s*$/.test(line) || /~~\S.*\S~~/.test(line)) ? [`line ${index + 1}: ${line.trim()}`] : [];
  });
}

describe('gfmOnlyLines', () => {
  it('names a Markdown table row and a strike, and not a table in a code block nor a JSX table', () => {
    const source = ['# Title', '| role | token |', '```', '| in | code |', '```', '<td>{role}</td>', 'was ~~12 €~~'].join('\n');
    expect(gfmOnlyLines(source)).toEqual(['line 2: | role | token |', 'line 7: was ~~12 €~~']);
  });
});

describe('every MDX page renders without raw Markdown', () => {
  it('finds the pages', () => expect(pages.length).toBeGreaterThanOrEqual(8));

  it.each(pages)('%s', (file) => {
    const lines = gfmOnlyLines(readFileSync(path.join(stories, file), 'utf8'));
    expect(lines, `${file}: Storybook's MDX shows these as raw text; write the table in JSX (<table>…)`).toEqual([]);
  });
});
