import { describe, expect, it } from 'vitest';
import { readBoolean, readList, readNumber, readText } from './coerce.ts';

describe('readNumber', () => {
  it('reads French decimal commas and numbers written as text', () => {
    expect(readNumber('12,5')).toBe(12.5);
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber(' 7 ')).toBe(7);
    expect(readNumber('1 250,00')).toBe(1250);
    expect(readNumber('1\u202f250,5')).toBe(1250.5);
    expect(readNumber(3)).toBe(3);
  });

  it('treats blanks as absent and leaves unreadable text for the schema to report', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber(null)).toBeUndefined();
    expect(readNumber('abc')).toBe('abc');
    expect(readNumber('1,2,3')).toBe('1,2,3');
    expect(readNumber('12€')).toBe('12€');
  });
});

describe('readBoolean', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['oui', true],
    ['Oui', true],
    ['false', false],
    ['0', false],
    ['non', false],
    [1, true],
    [0, false],
    [true, true],
  ])('reads %j as %s', (input, output) => {
    expect(readBoolean(input)).toBe(output);
  });

  it('leaves anything else for the schema to report', () => {
    expect(readBoolean('peut-être')).toBe('peut-être');
    expect(readBoolean(2)).toBe(2);
    expect(readBoolean(' ')).toBeUndefined();
  });
});

describe('readList', () => {
  it('splits |-separated text and drops empty items', () => {
    expect(readList('CE| RoHS ||UL')).toEqual(['CE', 'RoHS', 'UL']);
    expect(readList(['a'])).toEqual(['a']);
    expect(readList('')).toBeUndefined();
  });
});

describe('readText', () => {
  it('turns spreadsheet numbers back into text and blanks into absent', () => {
    expect(readText(3.7)).toBe('3.7');
    expect(readText('  ')).toBeUndefined();
    expect(readText('x')).toBe('x');
    expect(readText(true)).toBe(true);
  });
});
