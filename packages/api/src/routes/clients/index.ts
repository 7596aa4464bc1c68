import type { Request } from 'express';
import * as v from 'valibot';
import { CLIENT_SEARCH_PAGE_SIZE, ClientInputSchema, clientToUserProfile, paginate, ROLES, roleFromFamille, searchAdminClients, TEXT_LIMITS } from '@otech/domain';
import type { Client, ClientInput, ClientStats, PublicClient } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import { deleteClientKeepingInvoices } from '../../db/clientDeletion.ts';
import type { Database } from '../../db/database.ts';
import { requireJsonChanges } from '../../http/body.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { AUTH_ROUTE_MESSAGES } from '../auth.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../dashboard/query.ts';

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

/** Clients matching the search (spec 3 §5 fields, or the pseudo), in id order. */
export function searchClients(clients: readonly Client[], search: string): Client[] {
  const byView = new Map(clients.map((client) => [searchableClient(client), client]));
  const matched = new Set(searchAdminClients([...byView.keys()], search).map((view) => byView.get(view)));
  const needle = search.trim().toLowerCase();
  return clients.filter((client) => matched.has(client) || (needle !== '' && client.pseudo.toLowerCase().includes(needle))).sort((a, b) => a.id - b.id);
}

/** Spec 3 §7 leaves the fields to the rebuild: counts by state, and by the role famille gives (spec 1 §6). */
export function clientStats(clients: readonly Client[]): ClientStats {
  const parFamille = Object.fromEntries(ROLES.map((role) => [role, 0])) as ClientStats['parFamille'];
  for (const client of clients) {
    const role = roleFromFamille(client.famille);
    parFamille[role] = (parFamille[role] ?? 0) + 1;
  }
  return {
    total: clients.length,
    actifs: clients.filter((client) => client.actif).length,
    inactifs: clients.filter((client) => !client.actif).length,
    bloques: clients.filter((client) => client.bloque).length,
    parFamille,
  };
}

export function conflicts(db: Database, input: Pick<ClientInput, 'email' | 'pseudo'>, exceptId?: number): string | null {
  const others = db.accounts.data.clients.filter((client) => client.id !== exceptId);
  if (others.some((client) => client.email.toLowerCase() === input.email.toLowerCase())) return AUTH_ROUTE_MESSAGES.emailTaken;
  if (others.some((client) => client.pseudo.toLowerCase() === input.pseudo.toLowerCase())) return CLIENT_MESSAGES.pseudoTaken;
  return null;
}

export const registerClientRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  /** The client a "self" route names: any for an administrator, only the caller for a customer (others answer 404). */
  const selfClient = (req: Request, find: (client: Client) => boolean): Client => {
    const identity = req.identity;
    const client = identity?.kind === 'customer' ? [identity.client].find(find) : db.accounts.data.clients.find(find);
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    return client;
  };
  const byId = (req: Request) => {
    const id = Number(req.params['id']);
    return selfClient(req, (client) => client.id === id);
  };

  router.get('/clients', ctx.requireAdmin, ctx.validateQuery(ListQuerySchema), (_req, res) => {
    const query = res.locals['query'] as v.InferOutput<typeof ListQuerySchema>;
    const found = searchClients(db.accounts.data.clients, query.search).filter((client) => !query.actif || String(client.actif) === query.actif);
    const page = paginate(found, query.page, query.pageSize);
    res.json({ clients: page.items.map(publicClient), total: page.total });
  });

  router.get('/clients/admin/stats', ctx.requireAdmin, (_req, res) => {
    res.json(clientStats(db.accounts.data.clients));
  });

  router.get(
    '/clients/pseudo/:pseudo',
    ctx.requireSignedIn,
    ctx.handle((req, res) => {
      const pseudo = (req.params['pseudo'] ?? '').toLowerCase();
      res.json(publicClient(selfClient(req, (client) => client.pseudo.toLowerCase() === pseudo)));
    }),
  );

  router.get(
    '/clients/:id',
    ctx.requireSignedIn,
    ctx.handle((req, res) => {
      res.json(publicClient(byId(req)));
    }),
  );

  router.post(
    '/clients',
    ctx.requireAdmin,
    ctx.validateBody(ClientInputSchema),
    ctx.handle(async (req, res) => {
      const input = req.body as ClientInput;
      const conflict = conflicts(db, input);
      if (conflict) throw new HttpError(409, conflict);
      const created = await db.accounts.update((data) => {
        const client: Client = { ...input, id: db.nextClientId(data), date_creation: new Date().toISOString() };
        data.clients.push(client);
        return client;
      });
      res.status(201).json(publicClient(created));
    }),
  );

  router.put(
    '/clients/:id',
    ctx.requireSignedIn,
    ctx.validateBody(ClientInputSchema),
    ctx.handle(async (req, res) => {
      const client = byId(req);
      const input = req.body as ClientInput;
      // A customer cannot change what the shop decides about the account (spec 1 §6, spec 3 §4).
      const changes: ClientInput =
        req.identity?.kind === 'customer' ? { ...input, actif: client.actif, bloque: client.bloque, famille: client.famille } : input;
      // The password hash is SHA-256 of pseudo + password (spec 1 §5): a new pseudo would lock the account out.
      if (client.hash_password && changes.pseudo !== client.pseudo) {
        throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'pseudo', message: 'Modification impossible : le mot de passe en dépend' }]);
      }
      const conflict = conflicts(db, changes, client.id);
      if (conflict) throw new HttpError(409, conflict);
      await db.accounts.update(() => {
        Object.assign(client, changes, { date_modification: new Date().toISOString() });
      });
      res.json(publicClient(client));
    }),
  );

  router.put(
    '/auth/me',
    ctx.requireCustomer,
    requireJsonChanges,
    ctx.validateBody(OwnChangesSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const changes = req.body as v.InferOutput<typeof OwnChangesSchema>;
      const conflict = conflicts(db, { pseudo: client.pseudo, email: changes.email ?? client.email }, client.id);
      if (conflict) throw new HttpError(409, conflict);
      await db.accounts.update(() => {
        Object.assign(client, changes, { date_modification: new Date().toISOString() });
      });
      res.json({ user: clientToUserProfile(client) });
    }),
  );

  router.delete(
    '/clients/:id',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      // Deleting deactivates and anonymises: the invoices are kept ten years, and the id with them.
      await deleteClientKeepingInvoices(db, byId(req), new Date());
      res.status(204).end();
    }),
  );
};
