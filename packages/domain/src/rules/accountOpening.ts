import type { Client } from '../schemas/client.ts';
import { ACCOUNT_FLAG_DEFAULTS, type AccountFlags } from './clientAccountState.ts';

/** How a registration opens its account: at once, or once the administration has validated it. */
export type AccountOpening = 'immediate' | 'validation';

/** The account state a new registration gets: awaiting validation, inactive until then, unless accounts open at once. */
export function registeredAccountState(opening: AccountOpening): Pick<Client, 'actif' | 'en_attente_validation'> {
  return opening === 'immediate' ? { actif: true } : { actif: false, en_attente_validation: true };
}

export function awaitsValidation(client: Pick<Client, 'en_attente_validation'>): boolean {
  return client.en_attente_validation === true;
}

/** The registrations awaiting validation, the oldest first: the one waiting longest is handled first. */
export function pendingOpenings<C extends Pick<Client, 'id' | 'en_attente_validation' | 'date_creation'>>(clients: readonly C[]): C[] {
  const created = (client: C) => (client.date_creation ? Date.parse(client.date_creation) : 0);
  return clients.filter(awaitsValidation).sort((a, b) => created(a) - created(b) || a.id - b.id);
}

/** A validated registration: active, no longer waiting, with the date of the validation. */
export function validatedClient(client: Client, now: Date): Client {
  const { en_attente_validation: _waiting, ...rest } = client;
  const at = now.toISOString();
  return { ...rest, actif: true, date_validation: at, date_modification: at };
}

/** Why a registration awaiting validation is not opened, nor closed, by switching its flags: field by field (decision 250). */
export const PENDING_ACCOUNT_MESSAGES = {
  actif: 'Actif : ce compte attend sa validation, qui se fait dans « Ouvertures de compte »',
  en_attente_validation: 'En attente de validation : seule la validation dans « Ouvertures de compte » ouvre ce compte',
} as const;

/**
 * A staff write on a registration awaiting validation that would switch `actif` or end the wait:
 * refused, each field named. Only the openings' validation opens it (dated, audited as an opening,
 * by a role that decides openings); before, the write was taken and the account stayed pending.
 * A flag sent unchanged (a whole record read and sent back, to block it) is no attempt and passes.
 */
export function pendingAccountIssues(current: AccountFlags, changes: AccountFlags): { path: 'actif' | 'en_attente_validation'; message: string }[] {
  if (!awaitsValidation(current)) return [];
  const issues: { path: 'actif' | 'en_attente_validation'; message: string }[] = [];
  if (changes.actif !== undefined && changes.actif !== (current.actif ?? ACCOUNT_FLAG_DEFAULTS.actif)) issues.push({ path: 'actif', message: PENDING_ACCOUNT_MESSAGES.actif });
  if (changes.en_attente_validation === false) issues.push({ path: 'en_attente_validation', message: PENDING_ACCOUNT_MESSAGES.en_attente_validation });
  return issues;
}
