import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { STAFF_ROLES } from '../rules/staffPermissions.ts';

// The seed file is read at the API's start, whose errors are English (logs); the shop parses the same answer.
const credential = v.pipe(v.string(), v.nonEmpty('expected a non-empty string'), v.maxLength(TEXT_LIMITS.line, `expected at most ${TEXT_LIMITS.line} characters`));

/**
 * The test accounts the sign-in pages show (spec 1 "Login page", spec 3 admin login): the seed's
 * `demo-accounts.json` as the API checks it at its start, and GET /auth/demo-accounts as the shop reads it.
 */
export const DemoAccountsSchema = v.strictObject({
  customer: v.strictObject({ identifier: credential, password: credential }),
  admin: v.strictObject({ username: credential, password: credential }),
  /** A demo customer for each price list (issue 21), so each list's prices can be tried. */
  customers: v.optional(v.array(v.strictObject({ identifier: credential, password: credential, list: credential }))),
  /** One account per staff role (issue 23), the admin sign-in page lists them. */
  staff: v.optional(v.array(v.strictObject({ role: v.picklist(STAFF_ROLES), username: credential, password: credential }))),
});
export type DemoAccounts = v.InferOutput<typeof DemoAccountsSchema>;
