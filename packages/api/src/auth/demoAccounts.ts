import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DemoAccountsSchema, validate, type DemoAccounts } from '@otech/domain';

/** Seed source holding the test accounts the sign-in pages show (spec 1 "Login page", spec 3 admin login). */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

export const DEMO_ACCOUNTS_MESSAGES = {
  none: 'Aucun compte de démonstration',
} as const;

/**
 * The demo accounts of `dataDir`, or undefined when the file is absent (a seed without test
 * accounts). A malformed file stops the start: a sign-in card showing wrong credentials is worse
 * than none.
 */
export function loadDemoAccounts(dataDir: string): DemoAccounts | undefined {
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const result = validate(DemoAccountsSchema, raw);
  if (!result.ok) throw new Error(`${file}: ${result.issues.map((issue) => `${issue.field || '(root)'}: ${issue.message}`).join('; ')}`);
  return result.value;
}

/**
 * The published test passwords of the seed (the sign-in card shows them): outside the demo no
 * account may sign in with one, since anyone who has seen the demo knows them.
 */
export function retiredDemoPasswords(dataDir: string): ReadonlySet<string> {
  const accounts = loadDemoAccounts(dataDir);
  const customers = accounts?.customers?.map((customer) => customer.password) ?? [];
  const staff = accounts?.staff?.map((account) => account.password) ?? [];
  return new Set(accounts ? [accounts.customer.password, accounts.admin.password, ...customers, ...staff] : []);
}
