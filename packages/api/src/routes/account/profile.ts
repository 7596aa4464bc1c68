import {
  accountSettingsFormValues,
  accountSettingsSchema,
  bankingSchema,
  clientChangesFromAccountSettings,
  clientChangesFromBanking,
  clientChangesFromPersonalInfo,
  clientChangesFromPreferences,
  clientToDashboardUser,
  personalInfoSchema,
  preferencesSchema,
} from '@otech/domain';
import type { AccountSettingsValues, BankingBody, Client, PersonalInfoValues, PreferencesValues } from '@otech/domain';
import type { Request } from 'express';
import type { RegisterRoutes } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { withClientIdentities } from '../../db/clients.ts';
import type { Database } from '../../db/database.ts';
import { conflicts, updatedClient } from '../clients/index.ts';
import { formBody } from './body.ts';
import { refuseShopDecidedChanges } from '../../http/shopDecidedFields.ts';

/**
 * The client dashboard's three forms and the account dashboard's settings form (spec 2 §2.2, §3.1-3.4, §7.2 updateUser): each writes only
 * the record's fields it shows, and answers the user as the dashboard reads it, IBAN masked.
 */
export const registerProfileRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  // Under the clients' identities lock: a new e-mail is checked free and saved before another save can take it.
  const save = (changesOf: (req: Request, client: Client, t: Database) => Partial<Client> | Promise<Partial<Client>>, answer: (client: Client) => unknown = clientToDashboardUser) =>
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      res.json(answer(await withClientIdentities(db, async (t) => updatedClient(t, client.id, await changesOf(req, client, t)))));
    });

  /** Changes that may carry a new e-mail, which must be no other client's: it signs in. */
  const withFreeEmail = (changesOf: (req: Request) => Partial<Client>) => async (req: Request, client: Client, t: Database) => {
    const changes = changesOf(req);
    const conflict = await conflicts(t, { email: changes.email ?? client.email, pseudo: client.pseudo }, client.id);
    if (conflict) throw new HttpError(409, conflict);
    return changes;
  };

  router.get('/account/profile', ctx.requireCustomer, (req, res) => {
    res.json(clientToDashboardUser(ctx.customerOf(req)));
  });

  router.put(
    '/account/personal-info',
    ctx.requireCustomer,
    formBody(personalInfoSchema),
    save(withFreeEmail((req) => clientChangesFromPersonalInfo(req.body as PersonalInfoValues))),
  );

  router.put('/account/banking', ctx.requireCustomer, refuseShopDecidedChanges(ctx), formBody(bankingSchema), save((req, client) => clientChangesFromBanking(req.body as BankingBody, client)));

  router.put('/account/preferences', ctx.requireCustomer, formBody(preferencesSchema), save((req) => clientChangesFromPreferences(req.body as PreferencesValues)));

  // The account dashboard's "Paramètres du Compte" form (spec 2 §2.3 tab 6, §3.7, §5), on the record's own fields.
  router.get('/account/settings', ctx.requireCustomer, (req, res) => {
    res.json(accountSettingsFormValues(ctx.customerOf(req)));
  });

  router.put(
    '/account/settings',
    ctx.requireCustomer,
    formBody(accountSettingsSchema),
    save(withFreeEmail((req) => clientChangesFromAccountSettings(req.body as AccountSettingsValues)), accountSettingsFormValues),
  );
};
