import { beforeAll, describe, expect, it } from 'vitest';
import { isoDay, nextNumber } from '@otech/domain';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { CREDENTIALS } from './helpers.ts';
import { twoServersOnTestServer } from './twoServers.ts';

/*
 * Issue 24: invoices issued at once through two API processes on one PostgreSQL database take
 * consecutive numbers, none skipped, none twice (the numbering lock is the database's). Runs when
 * OTECH_TEST_DATABASE_URL names a PostgreSQL server, as in .ci/run.
 */

const ISSUED = 30;
let servers: string[] = [];

async function call(url: string, method: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!TEST_SERVER)('invoice numbers through two API processes on one PostgreSQL (needs OTECH_TEST_DATABASE_URL: skipped without a server)', () => {
  const two = twoServersOnTestServer('two-numbering', { OTECH_TOKEN_SECRET: 'two-processes-numbering-secret-0123456789' });
  beforeAll(() => {
    servers = two.urls();
  });

  it(`gives ${ISSUED} invoices issued at once on both the next ${ISSUED} numbers of the year, each once`, async () => {
    const token = (await call(`${servers[0]}/admin/login`, 'POST', CREDENTIALS.admin)).body['token'] as string;
    const listed = await fetch(`${servers[1]}/factures?limit=1000`, { headers: { authorization: `Bearer ${token}` } });
    const before = ((await listed.json()) as { data: { numero_facture: string }[] }).data.map((facture) => facture.numero_facture);
    const lignes = [{ reference: 'VP-AA-001', designation: 'Pile', quantite: 1, prix_unitaire_ht: 2.5 }];
    const answers = await Promise.all(Array.from({ length: ISSUED }, (_, n) =>
      call(`${servers[n % 2]}/factures`, 'POST', { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: '2026-01-01', montant_ttc: 1, lignes }, token)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const numbers = answers.map((answer) => (answer.body['data'] as { numero_facture: string }).numero_facture).sort();
    const year = Number(isoDay(new Date()).slice(0, 4));
    const expected: string[] = [];
    for (let n = 0; n < ISSUED; n += 1) expected.push(nextNumber('FA', year, [...before, ...expected]));
    expect(numbers).toEqual(expected);
  }, 120_000);
});
