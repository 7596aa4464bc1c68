import { roleFromFamille } from '../rules/role.ts';
import type { Role } from '../rules/role.ts';

/** The shop's four price lists (issue 21), matching the customer kinds of spec 1 §1. */
export const PRICE_LIST_IDS = ['public', 'professionnel', 'revendeur', 'premium'] as const;
export type PriceListId = (typeof PRICE_LIST_IDS)[number];

/** Each list's name as staff and customers read it. */
export const PRICE_LIST_NAMES: Readonly<Record<PriceListId, string>> = {
  public: 'Public',
  professionnel: 'Professionnel',
  revendeur: 'Revendeur / Grossiste',
  premium: 'Premium',
};

// An administrator or a plain customer buys at the catalogue price.
const LIST_OF_ROLE: Readonly<Record<Role, PriceListId>> = {
  admin: 'public',
  customer: 'public',
  pro: 'professionnel',
  wholesaler: 'revendeur',
  premium: 'premium',
};

/** The list a new client is put on: the one of its kind, read from its `famille` as its role is (spec 1 §5). */
export function priceListForFamille(famille?: string | null): PriceListId {
  return LIST_OF_ROLE[roleFromFamille(famille)];
}
