import * as v from 'valibot';
import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionSchema,
  accountDataCsv,
  accountDataExport,
  accountDataFileName,
  clientToDashboardUser,
  DATA_EXPORT_FORMATS,
  NewSessionSchema,
  passwordChangeSchema,
  SECURITY_MESSAGES,
  STAFF_MESSAGES,
} from '@otech/domain';
import type { Client } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, QueryInput } from '../../http/route.ts';
import { deleteClientKeepingInvoices } from '../../db/clientDeletion.ts';
import type { Database } from '../../db/database.ts';
import { OWNED_COLLECTIONS } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { publicClient } from '../../records/clients.ts';
import { cartOf } from '../../db/carts.ts';
import { changePassword } from '../../db/clients.ts';
import { recordsOf } from '../../db/owned.ts';
import { quotesOf } from '../../db/quotes.ts';
import { customerPasswordMatches, demoFallbackAllowed } from '../../auth/customerPasswords.ts';
import { verifyCurrentPassword } from '../../auth/currentPassword.ts';
import { hashPassword } from '../../auth/passwords.ts';

const ExportQuerySchema = v.object({ format: v.optional(v.picklist(DATA_EXPORT_FORMATS, 'expected json or csv'), 'json') });

/** Everything the shop holds about the customer, by section; the IBAN as the dashboard shows it. */
async function sectionsOf(db: Database, client: Client) {
  const { iban: _iban, ...record } = publicClient(client);
  const owned = await Promise.all(OWNED_COLLECTIONS.map(async (collection) => [collection, await recordsOf(db, collection, client.id)] as const));
  return {
    client: { ...record, iban: clientToDashboardUser(client).bankingInfo?.iban ?? '' },
    panier: (await cartOf(db, client.id)).items,
    devis: await quotesOf(db, client.id),
    ...Object.fromEntries(owned),
  };
}

async function changeOwnPassword({ req, res, ctx, body: form }: BodyInput<typeof passwordChangeSchema>) {
  const client = ctx.customerOf(req);
  // Staff acting as the customer do not choose the customer's password (issue 27).
  if (req.identity?.token.actor !== undefined) throw new HttpError(403, STAFF_MESSAGES.customerOnly);
  await verifyCurrentPassword(
    ctx.db,
    { req, res },
    `client:${client.id}`,
    async () => customerPasswordMatches(client, form.currentPassword, await demoFallbackAllowed(ctx.db, ctx.demo, client)),
    () => new HttpError(400, SECURITY_MESSAGES.wrongCurrentPassword, [{ path: 'currentPassword', message: SECURITY_MESSAGES.wrongCurrentPassword }]),
  );
  const endedAt = await changePassword(ctx.db, client.id, await hashPassword(form.newPassword));
  // Every session of the customer has ended, this one too; it goes on with a new token, signed
  // strictly after the end (the check is "issued at or before"), for what was left of its time.
  while (Date.now() <= endedAt) await new Promise((resolve) => setTimeout(resolve, 1));
  const left = Math.max(60, (req.identity?.token.expiresAt ?? 0) - Math.floor(Date.now() / 1000));
  const { token, claims } = await ctx.tokens.sign('customer', String(client.id), left);
  return { token, expiresAt: new Date(claims.expiresAt * 1000).toISOString() };
}

async function exportMyData({ req, res, ctx, query }: QueryInput<typeof ExportQuerySchema>) {
  const data = accountDataExport(await sectionsOf(ctx.db, ctx.customerOf(req)), new Date());
  res.attachment(accountDataFileName(data.exportedAt, query.format));
  if (query.format === 'csv') res.type('text/csv; charset=utf-8').send(accountDataCsv(data));
  else res.type('application/json').send(JSON.stringify(data, null, 2));
}

async function deleteMyAccount({ req, ctx, body }: BodyInput<typeof accountDeletionSchema>) {
  const client = ctx.customerOf(req);
  // Issue 27: a session left open is not enough to erase an account; the password is typed again.
  if (!(await customerPasswordMatches(client, body.password, await demoFallbackAllowed(ctx.db, ctx.demo, client)))) {
    throw new HttpError(400, ACCOUNT_DELETION_MESSAGES.wrongPassword, [{ path: 'password', message: ACCOUNT_DELETION_MESSAGES.wrongPassword }]);
  }
  await deleteClientKeepingInvoices(ctx.db, client, new Date());
}

/**
 * The security area of both dashboards' settings (issue 8): change password, export my data,
 * delete my account. The spec showed them as placeholders; what they do is in the README.
 */
export const securityRoutes = [
  route({ method: 'post', path: '/account/password', auth: 'customer', impersonated: { action: 'mot de passe', secret: true }, summary: 'Changes the password: every session ends, this one goes on with a new token', body: passwordChangeSchema, form: true, answer: NewSessionSchema, handle: changeOwnPassword }),
  route({ method: 'get', path: '/account/export', auth: 'customer', summary: 'Everything the shop holds about the caller, as a JSON or CSV file', query: ExportQuerySchema, produces: 'text/csv', handle: exportMyData }),
  route({ method: 'delete', path: '/account', auth: 'customer', impersonated: { action: 'suppression du compte', secret: true }, summary: 'Deletes the account once its password is typed again: anonymised, its invoices kept', body: accountDeletionSchema, form: true, status: 204, handle: deleteMyAccount }),
];
