import type { FailureKind, Failures, SignInFailureStore } from '../db/signInFailures.ts';

/**
 * Sign-in throttling on two keys (docs/security-and-limits.md, "Sign-in throttling"):
 * - the account (one key for its pseudo and its e-mail): after `freeFailures` failures, each
 *   further attempt waits a delay that doubles with every failure, up to `maxDelayMs`. Guessing
 *   becomes slow, and the rightful owner is never locked out for longer than that delay;
 * - the client address: after `addressFailures` failures within `windowMs`, that address is locked
 *   until the window ends, whatever account it tries. One guesser cannot walk through accounts.
 * A success clears the account's count. Entries expire after `windowMs`. The counts are kept by
 * the store it is given (src/db/signInFailures.ts), so every process on one database shares them.
 */
export interface SignInThrottleOptions {
  windowMs: number;
  freeFailures: number;
  maxDelayMs: number;
  addressFailures: number;
}

export const SIGN_IN_THROTTLE: SignInThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 5,
  maxDelayMs: 60 * 1000,
  addressFailures: 30,
};

export interface SignInKeys {
  account: string;
  address: string;
}

export class SignInThrottle {
  constructor(
    private readonly store: SignInFailureStore,
    private readonly options: SignInThrottleOptions = SIGN_IN_THROTTLE,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Milliseconds to wait before this attempt may be checked; 0 when it may go ahead. */
  async waitMs(keys: SignInKeys): Promise<number> {
    const now = this.now();
    const address = await this.current('address', keys.address, now);
    const addressWait = address && address.count >= this.options.addressFailures ? address.first + this.options.windowMs - now : 0;
    const account = await this.current('account', keys.account, now);
    const accountWait = account && account.count >= this.options.freeFailures ? account.last + this.delayMs(account.count) - now : 0;
    return Math.max(0, addressWait, accountWait);
  }

  async failure(keys: SignInKeys): Promise<void> {
    const now = this.now();
    for (const [kind, key] of [['account', keys.account], ['address', keys.address]] as const) {
      await this.store.add(kind, key, now, now - this.options.windowMs);
    }
  }

  success(keys: SignInKeys): Promise<void> {
    return this.store.remove('account', keys.account);
  }

  /** 1 s after the free failures, doubling with each further one, capped. */
  private delayMs(count: number): number {
    return Math.min(this.options.maxDelayMs, 1000 * 2 ** (count - this.options.freeFailures));
  }

  private async current(kind: FailureKind, key: string, now: number): Promise<Failures | undefined> {
    const entry = await this.store.read(kind, key);
    return entry && now - entry.last <= this.options.windowMs ? entry : undefined;
  }
}
