/** Customer kinds of spec 1 section 1, derived from the client's famille label. */
export const ROLES = ['admin', 'premium', 'pro', 'wholesaler', 'customer'] as const;
export type Role = (typeof ROLES)[number];

// Checked in the spec's order (spec 1 section 6) and the first match wins, so a label holding
// words of two rules takes the earlier one: "revendeur pro" is 'pro', not 'wholesaler'.
// "professionnel" contains "pro", so the pro rule is a single substring test.
const ROLE_KEYWORDS: readonly (readonly [Role, readonly string[]])[] = [
  ['admin', ['admin', 'gestionnaire']],
  ['premium', ['premium', 'vip']],
  ['pro', ['pro', 'professionnel']],
  ['wholesaler', ['grossiste', 'revendeur']],
];

/** Role from the famille label, matched in lowercase as a substring (spec 1 section 6). */
export function roleFromFamille(famille?: string | null): Role {
  const label = (famille ?? '').toLowerCase();
  const match = ROLE_KEYWORDS.find(([, keywords]) => keywords.some((keyword) => label.includes(keyword)));
  return match ? match[0] : 'customer';
}
