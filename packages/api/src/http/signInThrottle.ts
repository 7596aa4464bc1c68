/**
 * Sign-in throttling, in memory, on two keys (packages/api/README.md, "Sign-in throttling"):
 * - the account (one key for its pseudo and its e-mail): after `freeFailures` failures, each
 *   further attempt waits a delay that doubles with every failure, up to `maxDelayMs`. Guessing
 *   becomes slow, and the rightful owner is never locked out for longer than that delay;
 * - the client address: after `addressFailures` failures within `windowMs`, that address is locked
 *   until the window ends, whatever account it tries. One guesser cannot walk through accounts.
 * A success clears the account's count. Entries expire after `windowMs` and the maps are bounded.
 */
export interface SignInThrottleOptions {
  windowMs: number;
  freeFailures: number;
  maxDelayMs: number;
  addressFailures: number;
  /** Most keys of each kind held; the oldest are forgotten first. */
  maxEntries: number;
}

export const SIGN_IN_THROTTLE: SignInThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 5,
  maxDelayMs: 60 * 1000,
  addressFailures: 30,
  maxEntries: 10_000,
};

interface Failures {
  count: number;
  first: number;
  last: number;
}

export interface SignInKeys {
  account: string;
  address: string;
}

export class SignInThrottle {
  private readonly accounts = new Map<string, Failures>();
  private readonly addresses = new Map<string, Failures>();

  constructor(
    private readonly options: SignInThrottleOptions = SIGN_IN_THROTTLE,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Milliseconds to wait before this attempt may be checked; 0 when it may go ahead. */
  waitMs(keys: SignInKeys): number {
    const now = this.now();
    const address = this.current(this.addresses, keys.address, now);
    const addressWait = address && address.count >= this.options.addressFailures ? address.first + this.options.windowMs - now : 0;
    const account = this.current(this.accounts, keys.account, now);
    const accountWait = account && account.count >= this.options.freeFailures ? account.last + this.delayMs(account.count) - now : 0;
    return Math.max(0, addressWait, accountWait);
  }

  failure(keys: SignInKeys): void {
    const now = this.now();
    for (const [map, key] of [[this.accounts, keys.account], [this.addresses, keys.address]] as const) {
      const entry = this.current(map, key, now) ?? { count: 0, first: now, last: now };
      map.delete(key);
      map.set(key, { ...entry, count: entry.count + 1, last: now });
      if (map.size > this.options.maxEntries) map.delete(map.keys().next().value as string);
    }
  }

  success(keys: SignInKeys): void {
    this.accounts.delete(keys.account);
  }

  /** 1 s after the free failures, doubling with each further one, capped. */
  private delayMs(count: number): number {
    return Math.min(this.options.maxDelayMs, 1000 * 2 ** (count - this.options.freeFailures));
  }

  private current(map: Map<string, Failures>, key: string, now: number): Failures | undefined {
    const entry = map.get(key);
    if (entry && now - entry.last > this.options.windowMs) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }
}
