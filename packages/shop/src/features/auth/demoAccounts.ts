import { DemoAccountsSchema, type DemoAccounts } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/**
 * The test accounts of the sign-in pages (spec 1 "Login page", spec 3 admin login). The API serves
 * them only on the demo seed, so a production run (OTECH_DEMO=0) answers 404 and no card is shown.
 */
export function fetchDemoAccounts(signal?: AbortSignal): Promise<DemoAccounts | null> {
  return apiRequest('/auth/demo-accounts', DemoAccountsSchema, { signal }).catch(() => null);
}
