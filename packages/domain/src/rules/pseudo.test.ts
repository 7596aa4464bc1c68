import { describe, expect, it } from 'vitest';
import { pseudoFromRegistration } from './pseudo.ts';

describe('pseudoFromRegistration (spec 1 section 5)', () => {
  it('is the uppercased first name plus the initial of the last name', () => {
    expect(pseudoFromRegistration('Jean', 'Dupont')).toBe('JEAND');
  });

  it('ignores surrounding spaces', () => {
    expect(pseudoFromRegistration('  jean ', '  dupont')).toBe('JEAND');
  });

  it('takes accents off and keeps only letters and digits, as the login form requires', () => {
    expect(pseudoFromRegistration('Hélène', 'Écoute')).toBe('HELENEE');
    expect(pseudoFromRegistration('Jean-Pierre', "d'Artagnan")).toBe('JEANPIERRED');
  });

  it('gives CLIENT when both names are empty or hold no letter', () => {
    expect(pseudoFromRegistration('', '')).toBe('CLIENT');
    expect(pseudoFromRegistration('  ', '-')).toBe('CLIENT');
  });

  it('keeps what exists when only one name is given', () => {
    expect(pseudoFromRegistration('', 'Dupont')).toBe('D');
    expect(pseudoFromRegistration('Jean', '')).toBe('JEAN');
  });
});
