import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_SORT_KEYS, ADMIN_INVOICE_SORT_KEYS, ADMIN_ORDER_SORT_KEYS, ADMIN_REMINDER_SORT_KEYS, AUDIT_SORT_KEYS } from '@otech/domain';
import { TestApi } from './helpers.ts';
import { pagePlans } from './sortPlans.ts';

/*
 * Issue 27, decision 264: every sort of the staff lists that grow with the shop (10,000 clients, 200,000
 * invoices, orders and journal entries) reads its page from an index, never by sorting every row.
 * The order list by customer is the one exception (an expression over a join, decision 264).
 */

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
}, 180_000);
afterAll(() => t.stop());

const LISTS: readonly [path: string, sorts: readonly string[]][] = [
  ['/admin/comptes-clients', ADMIN_CLIENT_SORT_KEYS],
  ['/admin/factures', ADMIN_INVOICE_SORT_KEYS],
  ['/admin/relances', ADMIN_REMINDER_SORT_KEYS],
  ['/admin/orders', ADMIN_ORDER_SORT_KEYS.filter((key) => key !== 'client')],
  ['/admin/journal', AUDIT_SORT_KEYS],
];

describe('the staff lists at scale', () => {
  it.each(LISTS)('%s reads each of its sorts, either way, from an index', async (path, sorts) => {
    for (const sort of sorts.flatMap((key) => [key, `-${key}`])) {
      const plans = await pagePlans(t.api.db, async () => {
        const { status } = await t.call('GET', `${path}?sort=${sort}`, { token: admin });
        expect(status, `${path}?sort=${sort}`).toBe(200);
      });
      expect(plans.length, `${path}?sort=${sort}`).toBeGreaterThan(0);
      for (const plan of plans) expect(plan, `${path}?sort=${sort}`).not.toContain('Sort');
    }
  });
});
