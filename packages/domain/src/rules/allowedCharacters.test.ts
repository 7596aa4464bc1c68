import { describe, expect, it } from 'vitest';
import { fieldWithDisallowedCharacters, hasDisallowedCharacters } from './allowedCharacters.ts';

describe('characters no text may hold (issue 27)', () => {
  it('refuses a null character and a lone surrogate, either half', () => {
    expect(hasDisallowedCharacters('abc\0')).toBe(true);
    expect(hasDisallowedCharacters('\uD800')).toBe(true);
    expect(hasDisallowedCharacters('x\uDC00y')).toBe(true);
    expect(hasDisallowedCharacters('🔋'.slice(0, 1))).toBe(true);
  });

  it('accepts accents, other scripts and a whole emoji (a surrogate pair)', () => {
    expect(hasDisallowedCharacters('Société Générale — Ω ü 電池 🔋')).toBe(false);
  });

  it('names the first field of a JSON value holding one, through objects and lists, keys included', () => {
    expect(fieldWithDisallowedCharacters({ email: 'a@b.fr', address: { lines: ['ok', 'rue\0'] } })).toBe('address.lines.1');
    expect(fieldWithDisallowedCharacters({ ['na\uD800me']: 'x' })).toBe('na\uD800me');
    expect(fieldWithDisallowedCharacters('\0')).toBe('(root)');
    expect(fieldWithDisallowedCharacters({ n: 1, ok: true, none: null, list: ['🔋'] })).toBeUndefined();
  });
});
