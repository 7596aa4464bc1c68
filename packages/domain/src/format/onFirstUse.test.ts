import { describe, expect, it } from 'vitest';
import { onFirstUse } from './onFirstUse.ts';

describe('onFirstUse', () => {
  it('builds the value on the first call only, then hands back the same one', () => {
    let built = 0;
    const formatter = onFirstUse(() => {
      built += 1;
      return new Intl.NumberFormat('fr-FR');
    });
    expect(built).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(built).toBe(1);
  });
});
