import type { Request } from 'express';
import * as v from 'valibot';
import { CLIENT_SEARCH_PAGE_SIZE, ClientInputSchema, clientToUserProfile, ROLES, roleFromFamille, TEXT_LIMITS } from '@otech/domain';
import type { Client, ClientInput, ClientStats, PublicClient } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import { deleteClientKeepingInvoices } from '../../db/clientDeletion.ts';
import type { Database } from '../../db/database.ts';
import type { ClientGroup } from '../../db/clients.ts';
import { requireJsonChanges } from '../../http/body.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { AUTH_ROUTE_MESSAGES } from '../auth.ts';
import { clientByEmail, clientGroups, clientPage, clientById, clientByPseudo, insertClient, updateClient, withClientIdentities } from '../../db/clients.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../dashboard/query.ts';
import { refuseShopDecidedChanges } from '../../http/shopDecidedFields.ts';

export const CLIENT_MESSAGES = {
  notFound: AUTH_ROUTE_MESSAGES.clientNotFound,
  pseudoTaken: 'Ce pseudo est déjà utilisé',
} as const;

const ListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line)), ''),
  page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, CLIENT_SEARCH_PAGE_SIZE),
  actif: v.optional(v.picklist(['true', 'false'])),
});

const { pseudo: _pseudo, actif: _actif, bloque: _bloque, famille: _famille, ...ownFields } = ClientInputSchema.entries;
/** PUT /auth/me (spec 2 §7.2 updateUser): any of the fields a customer may change about itself. */
const OwnChangesSchema = v.partial(v.object(ownFields));

/** The record without its password hash (spec 1 §3: the hash never leaves the server). */
export function publicClient(client: Client): PublicClient {
  const { hash_password: _hash, ...rest } = client;
  return rest;
}

/** The fields the administration searches on (spec 3 §5), taken from the client record as the profile maps them. */
export function searchableClient(client: Client) {
  const profile = clientToUserProfile(client);
  return { firstName: profile.firstName, lastName: profile.lastName ?? '', email: client.email, companyName: client.societe, siret: client.siret };
}

/** Spec 3 §7 leaves the fields to the rebuild: counts by state, and by the role famille gives (spec 1 §6). */
export function clientStats(groups: readonly ClientGroup[]): ClientStats {
  const parFamille = Object.fromEntries(ROLES.map((role) => [role, 0])) as ClientStats['parFamille'];
  const count = (counted: (group: ClientGroup) => boolean) => groups.filter(counted).reduce((sum, group) => sum + group.clients, 0);
  for (const group of groups) {
    const role = roleFromFamille(group.famille ?? undefined);
    parFamille[role] = (parFamille[role] ?? 0) + group.clients;
  }
  return {
    total: count(() => true),
    actifs: count((group) => group.actif),
    inactifs: count((group) => !group.actif),
    bloques: count((group) => group.bloque),
    parFamille,
  };
}

/** Why the e-mail or pseudo cannot be this client's (another holds it, whatever the case), or null. */
export async function conflicts(db: Database, input: Pick<ClientInput, 'email' | 'pseudo'>, exceptId?: number): Promise<string | null> {
  const other = (client: Client | undefined) => client !== undefined && client.id !== exceptId;
  if (other(await clientByEmail(db, input.email))) return AUTH_ROUTE_MESSAGES.emailTaken;
  if (other(await clientByPseudo(db, input.pseudo, { ignoreCase: true }))) return CLIENT_MESSAGES.pseudoTaken;
  return null;
}

/**
 * Saves the changes of a client unless another client holds the e-mail or pseudo it will have
 * (`identity`: 409), decided and written under the clients' identities lock.
 */
function savedWithoutConflict(db: Database, id: number, identity: Pick<ClientInput, 'email' | 'pseudo'>, changes: Partial<Client>): Promise<Client> {
  return withClientIdentities(db, async (t) => {
    const conflict = await conflicts(t, identity, id);
    if (conflict) throw new HttpError(409, conflict);
    return updatedClient(t, id, changes);
  });
}

/** Saves the changes of a client found a moment ago; a client deleted since is a 404. */
export async function updatedClient(db: Database, id: number, changes: Partial<Client>): Promise<Client> {
  const updated = await updateClient(db, id, changes);
  if (!updated) throw notFound(CLIENT_MESSAGES.notFound);
  return updated;
}

export const registerClientRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  /** The client a "self" route names: any for an administrator, only the caller for a customer (others answer 404). */
  const selfClient = async (req: Request, find: (db: Database) => Promise<Client | undefined>): Promise<Client> => {
    const identity = req.identity;
    const found = await find(db);
    const client = identity?.kind === 'customer' && found?.id !== identity.client.id ? undefined : found;
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    return client;
  };
  const byId = (req: Request) => selfClient(req, (store) => clientById(store, Number(req.params['id'])));

  router.get('/clients', ctx.requireAdmin, ctx.validateQuery(ListQuerySchema), ctx.handle(async (_req, res) => {
    const query = res.locals['query'] as v.InferOutput<typeof ListQuerySchema>;
    const page = await clientPage(db, { search: query.search, actif: query.actif }, query.page, query.pageSize);
    res.json({ clients: page.items.map(publicClient), total: page.total });
  }));

  router.get('/clients/admin/stats', ctx.requireAdmin, ctx.handle(async (_req, res) => {
    res.json(clientStats(await clientGroups(db)));
  }));

  router.get(
    '/clients/pseudo/:pseudo',
    ctx.requireSignedIn,
    ctx.handle(async (req, res) => {
      res.json(publicClient(await selfClient(req, (store) => clientByPseudo(store, req.params['pseudo'] ?? '', { ignoreCase: true }))));
    }),
  );

  router.get(
    '/clients/:id',
    ctx.requireSignedIn,
    ctx.handle(async (req, res) => {
      res.json(publicClient(await byId(req)));
    }),
  );

  router.post(
    '/clients',
    ctx.requireAdmin,
    ctx.validateBody(ClientInputSchema),
    ctx.handle(async (req, res) => {
      const input = req.body as ClientInput;
      const created = await withClientIdentities(db, async (t) => {
        const conflict = await conflicts(t, input);
        if (conflict) throw new HttpError(409, conflict);
        return insertClient(t, (id) => ({ ...input, id, date_creation: new Date().toISOString() }));
      });
      res.status(201).json(publicClient(created));
    }),
  );

  router.put(
    '/clients/:id',
    ctx.requireSignedIn,
    refuseShopDecidedChanges(ctx),
    ctx.validateBody(ClientInputSchema),
    ctx.handle(async (req, res) => {
      const client = await byId(req);
      const input = req.body as ClientInput;
      // A customer cannot change what the shop decides about the account (spec 1 §6, spec 3 §4).
      const changes: ClientInput =
        req.identity?.kind === 'customer' ? { ...input, actif: client.actif, bloque: client.bloque, famille: client.famille } : input;
      // The password hash is SHA-256 of pseudo + password (spec 1 §5): a new pseudo would lock the account out.
      if (client.hash_password && changes.pseudo !== client.pseudo) {
        throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'pseudo', message: 'Modification impossible : le mot de passe en dépend' }]);
      }
      res.json(publicClient(await savedWithoutConflict(db, client.id, changes, changes)));
    }),
  );

  router.put(
    '/auth/me',
    ctx.requireCustomer,
    requireJsonChanges,
    refuseShopDecidedChanges(ctx),
    ctx.validateBody(OwnChangesSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const changes = req.body as v.InferOutput<typeof OwnChangesSchema>;
      const saved = await savedWithoutConflict(db, client.id, { pseudo: client.pseudo, email: changes.email ?? client.email }, changes);
      res.json({ user: clientToUserProfile(saved) });
    }),
  );

  router.delete(
    '/clients/:id',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      // Deleting deactivates and anonymises: the invoices are kept ten years, and the id with them.
      await deleteClientKeepingInvoices(db, await byId(req), new Date());
      res.status(204).end();
    }),
  );
};
