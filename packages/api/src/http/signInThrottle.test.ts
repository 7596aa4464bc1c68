import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, SignInThrottle } from './signInThrottle.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const keys = (account: string, address = '10.0.0.1') => ({ account, address });

describe('SignInThrottle', () => {
  it('lets five failures through, then makes each attempt wait a delay that doubles, up to a minute', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_THROTTLE, time.now);
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.waitMs(keys('client:1'))).toBe(0);
      throttle.failure(keys('client:1'));
    }
    expect(throttle.waitMs(keys('client:1'))).toBe(1000);
    time.advance(1000);
    throttle.failure(keys('client:1'));
    expect(throttle.waitMs(keys('client:1'))).toBe(2000);
    for (let i = 0; i < 20; i += 1) {
      time.advance(throttle.waitMs(keys('client:1')));
      throttle.failure(keys('client:1'));
    }
    expect(throttle.waitMs(keys('client:1'))).toBe(60_000);
  });

  it('never keeps the owner out longer than the delay, even from the guesser\'s address, and a success clears it', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_THROTTLE, time.now);
    for (let i = 0; i < 12; i += 1) {
      time.advance(throttle.waitMs(keys('client:1', '10.0.0.9')));
      throttle.failure(keys('client:1', '10.0.0.9'));
    }
    expect(throttle.waitMs(keys('client:1', '10.0.0.2'))).toBeLessThanOrEqual(60_000);
    time.advance(60_000);
    expect(throttle.waitMs(keys('client:1', '10.0.0.2'))).toBe(0);
    throttle.success(keys('client:1', '10.0.0.2'));
    expect(throttle.waitMs(keys('client:1', '10.0.0.2'))).toBe(0);
  });

  it('locks an address that fails thirty times for the rest of the window, on every account, and no other address', () => {
    const time = clock();
    const throttle = new SignInThrottle(SIGN_IN_THROTTLE, time.now);
    for (let i = 0; i < 30; i += 1) throttle.failure(keys(`client:${i}`, '10.0.0.66'));
    expect(throttle.waitMs(keys('client:99', '10.0.0.66'))).toBe(15 * 60 * 1000);
    expect(throttle.waitMs(keys('client:99', '10.0.0.2'))).toBe(0);
    time.advance(15 * 60 * 1000 + 1);
    expect(throttle.waitMs(keys('client:99', '10.0.0.66'))).toBe(0);
  });

  it('holds a bounded number of keys', () => {
    const throttle = new SignInThrottle({ ...SIGN_IN_THROTTLE, maxEntries: 3 });
    for (let i = 0; i < 5; i += 1) for (let n = 0; n < 5; n += 1) throttle.failure(keys(`client:${i}`, `10.0.0.${i}`));
    expect(throttle.waitMs(keys('client:0', '10.0.0.0'))).toBe(0);
    expect(throttle.waitMs(keys('client:4', '10.0.0.4'))).toBeGreaterThan(0);
  });
});
