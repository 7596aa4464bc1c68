import {
  bankingSchema,
  clientChangesFromBanking,
  clientChangesFromPersonalInfo,
  clientChangesFromPreferences,
  clientToDashboardUser,
  personalInfoSchema,
  preferencesSchema,
} from '@otech/domain';
import type { BankingBody, Client, PersonalInfoValues, PreferencesValues } from '@otech/domain';
import type { Request } from 'express';
import type { RegisterRoutes } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { conflicts, updatedClient } from '../clients/index.ts';
import { formBody } from './body.ts';

/**
 * The client dashboard's three forms (spec 2 §2.2, §3.1-3.4, §7.2 updateUser): each writes only
 * the record's fields it shows, and answers the user as the dashboard reads it, IBAN masked.
 */
export const registerProfileRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  const save = (changesOf: (req: Request, client: Client) => Partial<Client> | Promise<Partial<Client>>) =>
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const changes = await changesOf(req, client);
      res.json(clientToDashboardUser(await updatedClient(db, client.id, changes)));
    });

  router.get('/account/profile', ctx.requireCustomer, (req, res) => {
    res.json(clientToDashboardUser(ctx.customerOf(req)));
  });

  router.put(
    '/account/personal-info',
    ctx.requireCustomer,
    formBody(personalInfoSchema),
    save(async (req, client) => {
      const changes = clientChangesFromPersonalInfo(req.body as PersonalInfoValues);
      const conflict = await conflicts(db, { email: changes.email ?? client.email, pseudo: client.pseudo }, client.id);
      if (conflict) throw new HttpError(409, conflict);
      return changes;
    }),
  );

  router.put('/account/banking', ctx.requireCustomer, formBody(bankingSchema), save((req, client) => clientChangesFromBanking(req.body as BankingBody, client)));

  router.put('/account/preferences', ctx.requireCustomer, formBody(preferencesSchema), save((req) => clientChangesFromPreferences(req.body as PreferencesValues)));
};
