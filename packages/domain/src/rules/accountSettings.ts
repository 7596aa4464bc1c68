import type { AccountSettingsInput, AccountSettingsValues } from '../forms/account.ts';
import type { Client } from '../schemas/client.ts';

/** The settings form's fields a client may leave empty; an empty one is not stored. */
const OPTIONAL_FIELDS = ['telephone', 'gsm', 'site_web', 'adresse_debut', 'adresse_milieu', 'adresse_fin', 'code_postal', 'ville'] as const;

/** The account-dashboard settings form filled from the client record it edits (spec 2 §3.7). */
export function accountSettingsFormValues(client: Client): Required<AccountSettingsInput> {
  const optional = Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, client[field] ?? ''])) as Record<(typeof OPTIONAL_FIELDS)[number], string>;
  return { societe: client.societe, email: client.email, ...optional, pays: client.pays || 'France', pseudo: client.pseudo };
}

/**
 * What a saved settings form changes on the client record. The pseudo is the sign-in name: the
 * form shows it, but only the administration changes it, so it is never taken from the form.
 */
export function clientChangesFromAccountSettings(values: AccountSettingsValues): Partial<Client> {
  const changes: Partial<Client> = { societe: values.societe, email: values.email, pays: values.pays };
  for (const field of OPTIONAL_FIELDS) changes[field] = values[field] || undefined;
  return changes;
}
