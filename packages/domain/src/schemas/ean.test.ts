import { describe, expect, it } from 'vitest';
import { isValidEan } from './ean.ts';

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
