import * as v from 'valibot';
import { STAFF_ROLES } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

const DemoAccountsSchema = v.object({
  customer: v.object({ identifier: v.string(), password: v.string() }),
  admin: v.object({ username: v.string(), password: v.string() }),
  /** One staff account per role (issue 23). */
  staff: v.optional(v.array(v.object({ role: v.picklist(STAFF_ROLES), username: v.string(), password: v.string() }))),
  /** A demo customer per price list (issue 21). */
  customers: v.optional(v.array(v.object({ identifier: v.string(), password: v.string(), list: v.string() }))),
});
export type DemoAccounts = v.InferOutput<typeof DemoAccountsSchema>;

/**
 * The test accounts of the sign-in pages (spec 1 "Login page", spec 3 admin login). The API serves
 * them only on the demo seed, so a production run (OTECH_DEMO=0) answers 404 and no card is shown.
 */
export function fetchDemoAccounts(signal?: AbortSignal): Promise<DemoAccounts | null> {
  return apiRequest('/auth/demo-accounts', DemoAccountsSchema, { signal }).catch(() => null);
}
