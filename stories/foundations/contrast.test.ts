import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b4f8a', '#0b4f8a')).toBe(1);
  });

  it('matches the WCAG reference for a mid grey (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('contrastLevel', () => {
  it('names the level at each threshold', () => {
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3)).toBe('AA large text and controls');
    expect(contrastLevel(2.99)).toBe('fails');
  });
});
