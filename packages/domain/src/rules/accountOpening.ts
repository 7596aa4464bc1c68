import type { Client } from '../schemas/client.ts';

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
