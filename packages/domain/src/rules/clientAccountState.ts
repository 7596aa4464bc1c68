import type { Client } from '../schemas/client.ts';

/**
 * The state of a client account (issue 23), decided here once: the API's sign-in, session and
 * impersonation checks, the /admin/clients filter (in SQL, built from the checks below), its export
 * and the administration's chips all read it.
 */
export const CLIENT_ACCOUNT_STATES = ['actifs', 'inactifs', 'bloques', 'en_attente'] as const;
export type ClientAccountState = (typeof CLIENT_ACCOUNT_STATES)[number];

/** The flags a state is read from, with the value an account without the flag has (spec 1 §3: actif true unless explicitly false, bloque false). */
export const ACCOUNT_FLAG_DEFAULTS = { en_attente_validation: false, bloque: false, actif: true } as const;
export type AccountFlag = keyof typeof ACCOUNT_FLAG_DEFAULTS;

/**
 * In this order, the first check that holds gives the state; when none does, the account is active.
 * A registration awaiting validation is « En attente » whatever its other flags, a blocked account
 * « Bloqué » even when active.
 */
export const ACCOUNT_STATE_CHECKS: readonly { state: Exclude<ClientAccountState, 'actifs'>; flag: AccountFlag; is: boolean }[] = [
  { state: 'en_attente', flag: 'en_attente_validation', is: true },
  { state: 'bloques', flag: 'bloque', is: true },
  { state: 'inactifs', flag: 'actif', is: false },
];

/** How each state is named on one account (its chip) and in the list's filter. */
export const CLIENT_ACCOUNT_STATE_LABELS: Readonly<Record<ClientAccountState, { one: string; filter: string }>> = {
  actifs: { one: 'Actif', filter: 'Actifs' },
  inactifs: { one: 'Inactif', filter: 'Inactifs' },
  bloques: { one: 'Bloqué', filter: 'Bloqués' },
  en_attente: { one: 'En attente', filter: 'En attente de validation' },
};

export type AccountFlags = Partial<Pick<Client, AccountFlag>>;

/** The one state of an account, from its flags. */
export function clientAccountState(client: AccountFlags): ClientAccountState {
  const found = ACCOUNT_STATE_CHECKS.find(({ flag, is }) => (client[flag] ?? ACCOUNT_FLAG_DEFAULTS[flag]) === is);
  return found?.state ?? 'actifs';
}

/** Whether the account may be used: signed in to, kept signed in, opened by staff. Only an active one. */
export function isAccountUsable(client: AccountFlags): boolean {
  return clientAccountState(client) === 'actifs';
}
