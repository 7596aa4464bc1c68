import {
  accountSettingsFormValues,
  accountSettingsSchema,
  bankingSchema,
  clientChangesFromAccountSettings,
  clientChangesFromBanking,
  clientChangesFromPersonalInfo,
  clientChangesFromPreferences,
  ClientDashboardUserSchema,
  clientToDashboardUser,
  personalInfoSchema,
  preferencesSchema,
} from '@otech/domain';
import type { Client } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../../http/route.ts';
import { HttpError } from '../../http/errors.ts';
import { withClientIdentities } from '../../db/clients.ts';
import type { Database } from '../../db/database.ts';
import { conflicts, updatedClient } from '../../records/clients.ts';
import { refuseShopDecidedChanges } from '../../http/shopDecidedFields.ts';

/**
 * Saves changes of the caller's record under the clients' identities lock (a new e-mail is checked
 * free and saved before another save can take it); answers the user as the dashboard reads it, IBAN masked.
 */
async function save(
  { req, ctx }: RequestOf,
  changesOf: (client: Client, t: Database) => Partial<Client> | Promise<Partial<Client>>,
  answer: (client: Client) => unknown = clientToDashboardUser,
) {
  const client = ctx.customerOf(req);
  return answer(await withClientIdentities(ctx.db, async (t) => updatedClient(t, client.id, await changesOf(client, t))));
}

/** Changes that may carry a new e-mail, which must be no other client's: it signs in. */
const withFreeEmail = (changes: Partial<Client>) => async (client: Client, t: Database) => {
  const conflict = await conflicts(t, { email: changes.email ?? client.email, pseudo: client.pseudo }, client.id);
  if (conflict) throw new HttpError(409, conflict);
  return changes;
};

function profile({ req, ctx }: NoInput) {
  return clientToDashboardUser(ctx.customerOf(req));
}

function savePersonalInfo(input: BodyInput<typeof personalInfoSchema>) {
  return save(input, withFreeEmail(clientChangesFromPersonalInfo(input.body)));
}

function saveBanking(input: BodyInput<typeof bankingSchema>) {
  return save(input, (client) => clientChangesFromBanking(input.body, client));
}

function savePreferences(input: BodyInput<typeof preferencesSchema>) {
  return save(input, () => clientChangesFromPreferences(input.body));
}

function accountSettings({ req, ctx }: NoInput) {
  return accountSettingsFormValues(ctx.customerOf(req));
}

function saveAccountSettings(input: BodyInput<typeof accountSettingsSchema>) {
  return save(input, withFreeEmail(clientChangesFromAccountSettings(input.body)), accountSettingsFormValues);
}

/**
 * The client dashboard's three forms and the account dashboard's settings form (spec 2 §2.2, §3.1-3.4, §7.2 updateUser): each writes only
 * the record's fields it shows. The forms are checked again with their own schema, a 400 worded by the first wrong field.
 */
export const profileRoutes = [
  route({ method: 'get', path: '/account/profile', auth: 'customer', summary: 'The caller as the client dashboard shows it, IBAN masked', answer: ClientDashboardUserSchema, handle: profile }),
  route({ method: 'put', path: '/account/personal-info', auth: 'customer', impersonated: { action: 'informations personnelles' }, summary: 'Saves the personal information form (spec 2 §3.1)', body: personalInfoSchema, form: true, answer: ClientDashboardUserSchema, handle: savePersonalInfo }),
  route({
    method: 'put',
    path: '/account/banking',
    auth: 'customer',
    impersonated: { action: 'coordonnées bancaires', secret: true },
    summary: 'Saves the banking form (spec 2 §3.2); a change of the terms only the shop decides is refused',
    // Issues 21, 27: payment mode and terms, credit limit, account state… are the shop's; a change of one is a 400 naming it.
    before: (ctx) => [refuseShopDecidedChanges(ctx)],
    body: bankingSchema,
    form: true,
    answer: ClientDashboardUserSchema,
    handle: saveBanking,
  }),
  route({ method: 'put', path: '/account/preferences', auth: 'customer', impersonated: { action: 'préférences' }, summary: 'Saves the preferences form (spec 2 §3.3)', body: preferencesSchema, form: true, answer: ClientDashboardUserSchema, handle: savePreferences }),
  route({ method: 'get', path: '/account/settings', auth: 'customer', summary: "The account dashboard's settings form values (spec 2 §2.3 tab 6)", answer: accountSettingsSchema, handle: accountSettings }),
  route({ method: 'put', path: '/account/settings', auth: 'customer', impersonated: { action: 'paramètres du compte' }, summary: 'Saves the account settings form (spec 2 §3.7)', body: accountSettingsSchema, form: true, answer: accountSettingsSchema, handle: saveAccountSettings }),
];
