import { describe, expect, it } from 'vitest';
import { topLevelLines } from './jsonLines.ts';

describe('topLevelLines', () => {
  it('gives the start line of each item of a top-level array, strings with brackets and escapes included', () => {
    const text = '[\n  {\n    "a": "x,]\\"}"\n  },\n  { "b": [1,\n 2] },\n\n  3\n]\n';
    expect(topLevelLines(text)).toEqual([2, 5, 8]);
    expect(JSON.parse(text)).toHaveLength(3);
  });

  it('gives the line of each key of a top-level object', () => {
    expect(topLevelLines('{\n "VP1": "abc",\n "VP2": {"av": "d"}\n}')).toEqual([2, 3]);
  });

  it('gives nothing for an empty list', () => {
    expect(topLevelLines('[\n]\n')).toEqual([]);
  });
});
