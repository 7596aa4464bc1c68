import type { Request, Response } from 'express';
import { signInWaitMessage } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { signInFailures } from '../db/signInFailures.ts';
import { HttpError } from '../http/errors.ts';
import { SignInThrottle } from '../http/signInThrottle.ts';

/**
 * The check of the current password before a change (issue 27): a wrong one counts as a failed
 * sign-in of that account and that address, so guessing it is throttled as signing in is (429
 * with Retry-After), and a right one clears the account's count. Throws the 429 of a throttled
 * account, or `wrong()` when the password does not match.
 */
export async function verifyCurrentPassword(
  db: Database,
  { req, res }: { req: Request; res: Response },
  account: string,
  matches: () => Promise<boolean>,
  wrong: () => HttpError,
): Promise<void> {
  const throttle = new SignInThrottle(signInFailures(db));
  const keys = { account, address: req.ip ?? req.socket.remoteAddress ?? '' };
  const waitMs = await throttle.waitMs(keys);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    res.set('Retry-After', String(seconds));
    throw new HttpError(429, signInWaitMessage(seconds));
  }
  if (!(await matches())) {
    await throttle.failure(keys);
    throw wrong();
  }
  await throttle.success(keys);
}
