import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, SignInThrottle } from './signInThrottle.ts';
import { emptyFailureMaps, failuresInMemory, MAX_FAILURE_KEYS } from '../db/signInFailures.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const keys = (account: string, address = '10.0.0.1') => ({ account, address });

describe('SignInThrottle', () => {
  it('lets five failures through, then makes each attempt wait a delay that doubles, up to a minute', async () => {
    const time = clock();
    const throttle = new SignInThrottle(failuresInMemory(emptyFailureMaps()), SIGN_IN_THROTTLE, time.now);
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle.waitMs(keys('client:1'))).toBe(0);
      await throttle.failure(keys('client:1'));
    }
    expect(await throttle.waitMs(keys('client:1'))).toBe(1000);
    time.advance(1000);
    await throttle.failure(keys('client:1'));
    expect(await throttle.waitMs(keys('client:1'))).toBe(2000);
    for (let i = 0; i < 20; i += 1) {
      time.advance(await throttle.waitMs(keys('client:1')));
      await throttle.failure(keys('client:1'));
    }
    expect(await throttle.waitMs(keys('client:1'))).toBe(60_000);
  });

  it('never keeps the owner out longer than the delay, even from the guesser\'s address, and a success clears it', async () => {
    const time = clock();
    const throttle = new SignInThrottle(failuresInMemory(emptyFailureMaps()), SIGN_IN_THROTTLE, time.now);
    for (let i = 0; i < 12; i += 1) {
      time.advance(await throttle.waitMs(keys('client:1', '10.0.0.9')));
      await throttle.failure(keys('client:1', '10.0.0.9'));
    }
    expect(await throttle.waitMs(keys('client:1', '10.0.0.2'))).toBeLessThanOrEqual(60_000);
    time.advance(60_000);
    expect(await throttle.waitMs(keys('client:1', '10.0.0.2'))).toBe(0);
    await throttle.success(keys('client:1', '10.0.0.2'));
    expect(await throttle.waitMs(keys('client:1', '10.0.0.2'))).toBe(0);
  });

  it('locks an address that fails thirty times for the rest of the window, on every account, and no other address', async () => {
    const time = clock();
    const throttle = new SignInThrottle(failuresInMemory(emptyFailureMaps()), SIGN_IN_THROTTLE, time.now);
    for (let i = 0; i < 30; i += 1) await throttle.failure(keys(`client:${i}`, '10.0.0.66'));
    expect(await throttle.waitMs(keys('client:99', '10.0.0.66'))).toBe(15 * 60 * 1000);
    expect(await throttle.waitMs(keys('client:99', '10.0.0.2'))).toBe(0);
    time.advance(15 * 60 * 1000 + 1);
    expect(await throttle.waitMs(keys('client:99', '10.0.0.66'))).toBe(0);
    // The window over, its count starts again: 29 more failures do not lock it.
    for (let i = 0; i < 29; i += 1) await throttle.failure(keys(`client:${i}`, '10.0.0.66'));
    expect(await throttle.waitMs(keys('client:99', '10.0.0.66'))).toBe(0);
  });

  it('holds a bounded number of keys, forgetting the oldest first', async () => {
    const store = failuresInMemory(emptyFailureMaps());
    for (let i = 0; i <= MAX_FAILURE_KEYS; i += 1) await store.add('address', `10.0.${i >> 8}.${i & 255}`, 1, 0);
    expect(await store.read('address', '10.0.0.0')).toBeUndefined();
    expect(await store.read('address', '10.0.0.1')).toEqual({ count: 1, first: 1, last: 1 });
  });
});
