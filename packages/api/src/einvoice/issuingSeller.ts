import * as v from 'valibot';
import { SELLER, sellerOf, SellerSettingsSchema } from '@otech/domain';
import type { Seller } from '@otech/domain';

/*
 * The seller every invoice and credit note is issued by (decision 130): OTECH's legal identity and
 * bank details come from the environment of the API process, set once by whoever runs the shop,
 * and are copied into each document as it is issued, so a later change never rewrites an old one.
 */

/** The environment variable of each setting. */
const SELLER_VARIABLES = {
  siret: 'OTECH_SELLER_SIRET',
  street: 'OTECH_SELLER_STREET',
  postalCode: 'OTECH_SELLER_POSTAL_CODE',
  city: 'OTECH_SELLER_CITY',
  iban: 'OTECH_SELLER_IBAN',
  bic: 'OTECH_SELLER_BIC',
  name: 'OTECH_SELLER_NAME',
  legalForm: 'OTECH_SELLER_LEGAL_FORM',
  capital: 'OTECH_SELLER_CAPITAL',
  rcs: 'OTECH_SELLER_RCS',
} as const satisfies Record<keyof v.InferInput<typeof SellerSettingsSchema>, string>;

const given = (env: NodeJS.ProcessEnv, name: string) => (env[name]?.trim() ? env[name] : undefined);

/**
 * The seller the environment sets. With none of its variables set: the demo's sample seller, or
 * an error outside the demo (no real invoice is issued with invented identifiers). A variable set
 * wrong, or missing beside others, is an error naming it.
 */
export function sellerFromEnv(env: NodeJS.ProcessEnv, demo: boolean): Seller {
  const entries = Object.entries(SELLER_VARIABLES).flatMap(([field, name]) => {
    const value = given(env, name);
    return value === undefined ? [] : [[field, value] as const];
  });
  if (entries.length === 0) {
    if (demo) return SELLER;
    throw new Error(`${SELLER_VARIABLES.siret} and the other OTECH_SELLER_* variables must be set when OTECH_DEMO=0: the legal identity printed on every invoice (docs/invoicing.md)`);
  }
  const parsed = v.safeParse(SellerSettingsSchema, Object.fromEntries(entries));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = v.getDotPath(issue) as keyof typeof SELLER_VARIABLES | null;
    const name = field ? SELLER_VARIABLES[field] : 'OTECH_SELLER_*';
    throw new Error(issue.input === undefined ? `${name} must be set beside the other OTECH_SELLER_* variables` : `${name} ${issue.message}`);
  }
  return sellerOf(parsed.output);
}

let cached: { key: string; seller: Seller } | undefined;

/**
 * The seller of documents issued now, read from this process's environment (checked once at the
 * API's start, `sellerFromEnv`); the demo's sample seller when none is set.
 */
export function issuingSeller(env: NodeJS.ProcessEnv = process.env): Seller {
  const key = Object.values(SELLER_VARIABLES).map((name) => env[name] ?? '').join('\n');
  if (cached?.key !== key) cached = { key, seller: sellerFromEnv(env, true) };
  return cached.seller;
}
