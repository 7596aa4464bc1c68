import { describe, expect, it } from 'vitest';
import { usageDocs } from './usage.ts';

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
