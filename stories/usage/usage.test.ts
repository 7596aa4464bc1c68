import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usageDocs } from './usage.ts';
import { COMPONENT_STATUSES, statusOf } from '../status.ts';

const stories = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storyFiles = readdirSync(stories, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.stories.tsx'));

describe('usageDocs', () => {
  it('writes the sections in the one order every docs page follows', () => {
    const markdown = usageDocs({
      purpose: 'Starts an action.',
      whenToUse: ['To submit a form.'],
      whenToUseSomethingElse: ['To go to another page: LinkButton.'],
      do: ['Say the action.'],
      dont: ['Write "OK".'],
      content: ['A verb first.'],
      accessibility: ['Enter and Space press it.'],
    }).docs.description.component;
    const headings = [...markdown.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['When to use', 'When to use something else', 'Do', "Don't", 'Content', 'Accessibility']);
    expect(markdown.startsWith('Starts an action.')).toBe(true);
    expect(markdown).toContain('- To go to another page: LinkButton.');
  });
});

// Issue 26: every component's docs page opens with its usage. A pattern is not one component: its
// page carries its guidance as prose (decision 110), which must be there too.
describe('every story file declares its usage', () => {
  it('finds the story files', () => expect(storyFiles.length).toBeGreaterThan(150));

  it.each(storyFiles)('%s', (file) => {
    const source = readFileSync(path.join(stories, file), 'utf8');
    const declared = file.startsWith(`patterns${path.sep}`) ? /description:\s*\{\s*component:/.test(source) : /\n {2}parameters: [^\n]*usageDocs\(\w+Usage\)/.test(source);
    expect(declared, `${file} has no usage section: add \`parameters: usageDocs(…)\` with its guidance in stories/usage/`).toBe(true);
  });
});

// Issue 26: "add keyboard interaction tests for every pattern": a story of each pattern plays it from the keyboard.
describe('every pattern is played from the keyboard', () => {
  const patterns = storyFiles.filter((file) => file.startsWith(`patterns${path.sep}`));
  it('finds the patterns', () => expect(patterns.length).toBeGreaterThanOrEqual(7));

  it.each(patterns)('%s', (file) => {
    const source = readFileSync(path.join(stories, file), 'utf8');
    expect(/userEvent\.(keyboard|tab)\(|tabTo\(/.test(source), `${file}: give the pattern a story whose play function uses the keyboard alone (Tab, Enter, arrows)`).toBe(true);
  });
});

// Issue 26: every component shows its status in the sidebar, from one tag on its story file's meta.
describe('every story file declares its status', () => {
  it.each(storyFiles)('%s', (file) => {
    const source = readFileSync(path.join(stories, file), 'utf8');
    const tags = /\n {2}tags: \[([^\]]*)\]/.exec(source.slice(source.indexOf('const meta')))?.[1] ?? '';
    const status = statusOf([...tags.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''));
    expect(status, `${file} needs one status tag in its meta: ${Object.keys(COMPONENT_STATUSES).join(', ')}`).toBeDefined();
  });
});

describe('statusOf', () => {
  it('finds the one status among a sidebar entry\'s tags', () => {
    expect(statusOf(['autodocs', 'beta', 'dev'])).toBe('beta');
    expect(statusOf(['autodocs'])).toBeUndefined();
    expect(statusOf(['stable', 'deprecated'])).toBeUndefined();
  });
});
