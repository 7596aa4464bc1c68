import { describe, expect, it } from 'vitest';
import { formatEuros, formatEurosHT, formatEurosTTC, formatInteger, formatPercent } from './numbers.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatEurosTTC (issue 27: invoice amounts said neither)', () => {
  it('says the amount includes tax', () => {
    expect(formatEurosTTC(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€ TTC`);
  });
});

describe('formatEurosHT', () => {
  it('is the French price followed by HT', () => {
    expect(formatEurosHT(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€ HT`);
    expect(formatEurosHT(0)).toBe(`0,00${NBSP}€ HT`);
  });
});

describe('formatEuros (spec 1 §9: euros, 2 decimals, French locale)', () => {
  it('prints 2 decimals with a comma and the sign after a no-break space', () => {
    expect(formatEuros(12)).toBe(`12,00${NBSP}€`);
    expect(formatEuros(19.9)).toBe(`19,90${NBSP}€`);
    expect(formatEuros(0)).toBe(`0,00${NBSP}€`);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatEuros(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatEuros(1000000)).toBe(`1${NNBSP}000${NNBSP}000,00${NBSP}€`);
  });

  it('rounds to the cent and never prints a negative zero', () => {
    expect(formatEuros(2.345)).toBe(`2,35${NBSP}€`);
    expect(formatEuros(-0.001)).toBe(`0,00${NBSP}€`);
  });
});

describe('formatInteger', () => {
  it('groups thousands the French way (spec 1 §1: over 40,000 references)', () => {
    expect(formatInteger(40000)).toBe(`40${NNBSP}000`);
    expect(formatInteger(999)).toBe('999');
  });
});

describe('formatPercent (spec 3 §7: whole percentages)', () => {
  it('rounds and puts a no-break space before the sign', () => {
    expect(formatPercent(33)).toBe(`33${NBSP}%`);
    expect(formatPercent(66.7)).toBe(`67${NBSP}%`);
    expect(formatPercent(100)).toBe(`100${NBSP}%`);
  });
});
