import { describe, expect, it } from 'vitest';
import { isValidEan, readEan } from './ean.ts';

describe('isValidEan (GS1 check digit)', () => {
  it.each(['4006381333931', '5901234123457', '96385074', '73513537', '0000000000000'])('accepts %s', (code) => {
    expect(isValidEan(code)).toBe(true);
  });

  it.each([
    ['4006381333932', 'wrong check digit (EAN-13)'],
    ['96385075', 'wrong check digit (EAN-8)'],
    ['400638133393', '12 digits'],
    ['123456789', '9 digits'],
    ['40063813339a1', 'a letter'],
    ['', 'empty'],
    [' 96385074', 'surrounding space'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidEan(code)).toBe(false);
  });
});

describe('readEan (an EAN as printed, in digit groups)', () => {
  it.each([
    ['3 700 123 456 789', '3700123456789'],
    ['3700 1234 5678 9', '3700123456789'],
    [' 9638 5074 ', '96385074'],
    ['3\u00a0700\u202f123  456 789', '3700123456789'],
  ])('reads %j as its digits %s', (printed, digits) => {
    expect(readEan(printed)).toBe(digits);
  });

  it.each(['3700-1234-5678-9', '3700 1234 5678 A', '3700.123.456.789', ' 3700123456789 ', 'EAN 3700123456789'])('leaves %j as it is', (value) => {
    expect(readEan(value)).toBe(value);
  });
});
