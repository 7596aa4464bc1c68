import { DemoAccountsSchema } from '@otech/domain';
import { DEMO_ACCOUNTS_MESSAGES, loadDemoAccounts } from '../auth/demoAccounts.ts';
import { perApp } from '../http/perApp.ts';
import { route } from '../http/route.ts';
import type { NoInput } from '../http/route.ts';
import { notFound } from '../http/errors.ts';

/**
 * The credentials the sign-in pages display, on the demo seed only; with `OTECH_DEMO=0` the file
 * is not even read. Serialised here rather than by res.json: the app's JSON replacer drops every
 * `password` field, and these are the one deliberate exception, public test passwords the page has to display.
 */
const demoAccountsJson = perApp((ctx) => {
  const accounts = ctx.demo ? loadDemoAccounts(ctx.dataDir) : undefined;
  return accounts && JSON.stringify(accounts);
});

function demoAccounts({ res, ctx }: NoInput) {
  const body = demoAccountsJson(ctx);
  if (!body) throw notFound(DEMO_ACCOUNTS_MESSAGES.none);
  res.type('application/json').send(body);
}

export const demoRoutes = [
  route({ method: 'get', path: '/auth/demo-accounts', auth: 'public', summary: 'The test accounts the sign-in pages show, on the demo seed only (404 otherwise)', atStart: demoAccountsJson, answer: DemoAccountsSchema, handle: demoAccounts }),
];
