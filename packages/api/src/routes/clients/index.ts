import * as v from 'valibot';
import { CLIENT_SEARCH_PAGE_SIZE, ClientInputSchema, ClientListSchema, ClientStatsSchema, clientToUserProfile, pendingAccountIssues, PublicClientSchema, ROLES, roleFromFamille, SignedInUserSchema, TEXT_LIMITS } from '@otech/domain';
import type { Client, ClientAccountState, ClientInput, ClientStats, PublicClient } from '@otech/domain';
import { actorOf, appendAudit } from '../../db/auditTrail.ts';
import { transaction } from '../../db/transaction.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, QueryInput, RequestOf } from '../../http/route.ts';
import { deleteClientKeepingInvoices } from '../../db/clientDeletion.ts';
import type { Database } from '../../db/database.ts';
import type { ClientGroup } from '../../db/clients.ts';
import { requireJsonChanges } from '../../http/body.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { clientGroups, clientPage, clientById, clientByPseudo, insertClient, withClientIdentities } from '../../db/clients.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../../http/query.ts';
import { CLIENT_MESSAGES } from '../../http/messages.ts';
import { conflicts, publicClient, updatedClient } from '../../records/clients.ts';
import { refuseShopDecidedChanges } from '../../http/shopDecidedFields.ts';

const ListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line)), ''),
  page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, CLIENT_SEARCH_PAGE_SIZE),
  actif: v.optional(v.picklist(['true', 'false'])),
});

const { pseudo: _pseudo, actif: _actif, bloque: _bloque, famille: _famille, ...ownFields } = ClientInputSchema.entries;
/** PUT /auth/me (spec 2 §7.2 updateUser): any of the fields a customer may change about itself. */
const OwnChangesSchema = v.partial(v.object(ownFields));

/** Spec 3 §7 leaves the fields to the rebuild: counts by account state, and by the role famille gives (spec 1 §6). */
function clientStats(groups: readonly ClientGroup[]): ClientStats {
  const parFamille = Object.fromEntries(ROLES.map((role) => [role, 0])) as ClientStats['parFamille'];
  const count = (counted: (group: ClientGroup) => boolean) => groups.filter(counted).reduce((sum, group) => sum + group.clients, 0);
  for (const group of groups) {
    const role = roleFromFamille(group.famille ?? undefined);
    parFamille[role] = (parFamille[role] ?? 0) + group.clients;
  }
  // Each client counted once, in its one state (domain `clientAccountState`, decision 221).
  const inState = (state: ClientAccountState) => count((group) => group.state === state);
  return {
    total: count(() => true),
    actifs: inState('actifs'),
    inactifs: inState('inactifs'),
    bloques: inState('bloques'),
    en_attente: inState('en_attente'),
    parFamille,
  };
}

/**
 * Saves the changes of a client unless another client holds the e-mail or pseudo it will have
 * (`identity`: 409), decided and written under the clients' identities lock.
 */
function savedWithoutConflict(db: Database, id: number, identity: Pick<ClientInput, 'email' | 'pseudo'>, changes: Partial<Client>, audit?: StaffAudit): Promise<Client> {
  return withClientIdentities(db, async (t) => {
    const conflict = await conflicts(t, identity, id);
    if (conflict) throw new HttpError(409, conflict);
    const before = audit && (await clientById(t, id));
    const saved = await updatedClient(t, id, changes);
    if (audit && before) await audit(t, 'modification', publicClient(before), publicClient(saved));
    return saved;
  });
}

/** The audit entry of a staff write on spec 3's client routes, in its transaction; a customer's own writes have none. */
type StaffAudit = (t: Database, action: string, before: PublicClient | null, after: PublicClient | null) => Promise<void>;

function staffAudit(req: RequestOf['req'], ctx: RequestOf['ctx'], recordId: () => string): StaffAudit | undefined {
  if (req.identity?.kind !== 'admin') return undefined;
  const actor = actorOf(ctx.adminOf(req));
  return (t, action, before, after) => appendAudit(t, actor, { kind: 'client', recordId: recordId(), action, before, after });
}

/** The client a "self" route names: any for an administrator, only the caller for a customer (others answer 404). */
async function selfClient({ req, ctx }: RequestOf, find: (db: Database) => Promise<Client | undefined>): Promise<Client> {
  const identity = req.identity;
  const found = await find(ctx.db);
  const client = identity?.kind === 'customer' && found?.id !== identity.client.id ? undefined : found;
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  return client;
}

const byId = (input: RequestOf) => selfClient(input, (store) => clientById(store, Number(input.req.params['id'])));

async function list({ ctx, query }: QueryInput<typeof ListQuerySchema>) {
  const page = await clientPage(ctx.db, { search: query.search, actif: query.actif }, query.page, query.pageSize);
  return { clients: page.items.map(publicClient), total: page.total };
}

async function stats({ ctx }: NoInput) {
  return clientStats(await clientGroups(ctx.db));
}

async function byPseudo(input: NoInput) {
  return publicClient(await selfClient(input, (store) => clientByPseudo(store, input.req.params['pseudo'] ?? '', { ignoreCase: true })));
}

async function one(input: NoInput) {
  return publicClient(await byId(input));
}

async function create({ req, ctx, body: input }: BodyInput<typeof ClientInputSchema>) {
  const created = await withClientIdentities(ctx.db, async (t) => {
    const conflict = await conflicts(t, input);
    if (conflict) throw new HttpError(409, conflict);
    const client = await insertClient(t, (id) => ({ ...input, id, date_creation: new Date().toISOString() }));
    await staffAudit(req, ctx, () => String(client.id))?.(t, 'création', null, publicClient(client));
    return client;
  });
  return publicClient(created);
}

async function replace(input: BodyInput<typeof ClientInputSchema>) {
  const { req, ctx } = input;
  const client = await byId(input);
  // A customer cannot change what the shop decides about the account (spec 1 §6, spec 3 §4).
  const changes: ClientInput =
    req.identity?.kind === 'customer' ? { ...input.body, actif: client.actif, bloque: client.bloque, famille: client.famille } : input.body;
  refusePendingAccountSwitch(client, changes);
  // The password hash is SHA-256 of pseudo + password (spec 1 §5): a new pseudo would lock the account out.
  if (client.hash_password && changes.pseudo !== client.pseudo) {
    throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'pseudo', message: 'Modification impossible : le mot de passe en dépend' }]);
  }
  return publicClient(await savedWithoutConflict(ctx.db, client.id, changes, changes, staffAudit(req, ctx, () => String(client.id))));
}

/** A registration awaiting validation opens only by its validation (/admin/ouvertures): switching its flags is a 409 naming them (decision 250). */
function refusePendingAccountSwitch(client: Client, changes: ClientInput): void {
  const issues = pendingAccountIssues(client, changes);
  if (issues[0]) throw new HttpError(409, issues[0].message, issues);
}

async function changeMe({ req, ctx, body: changes }: BodyInput<typeof OwnChangesSchema>) {
  const client = ctx.customerOf(req);
  const saved = await savedWithoutConflict(ctx.db, client.id, { pseudo: client.pseudo, email: changes.email ?? client.email }, changes);
  return { user: clientToUserProfile(saved) };
}

async function remove(input: NoInput) {
  // Deleting deactivates and anonymises: the invoices are kept ten years, and the id with them.
  const client = await byId(input);
  await transaction(input.ctx.db, async (t) => {
    const anonymised = await deleteClientKeepingInvoices(t, client, new Date());
    await staffAudit(input.req, input.ctx, () => String(client.id))?.(t, 'suppression', publicClient(client), publicClient(anonymised));
  });
  input.res.status(204).end();
}

/** The clients service (spec 3 §3, spec 2 §7.2): staff manage every client, a customer reads and changes its own record. */
export const clientRoutes = [
  route({ method: 'get', path: '/clients', auth: 'admin', permission: 'clients.view', summary: 'A page of clients, searched and filtered', query: ListQuerySchema, answer: ClientListSchema, handle: list }),
  route({ method: 'get', path: '/clients/admin/stats', auth: 'admin', permission: 'clients.view', summary: 'Client counts by state and by role', answer: ClientStatsSchema, handle: stats }),
  route({ method: 'get', path: '/clients/pseudo/:pseudo', auth: 'signedIn', permission: 'clients.view', summary: 'A client by pseudo (a customer: only itself)', answer: PublicClientSchema, handle: byPseudo }),
  route({ method: 'get', path: '/clients/:id', auth: 'signedIn', permission: 'clients.view', summary: 'A client by id (a customer: only itself)', answer: PublicClientSchema, handle: one }),
  route({ method: 'post', path: '/clients', auth: 'admin', permission: 'clients.edit', summary: 'Creates a client', body: ClientInputSchema, status: 201, answer: PublicClientSchema, handle: create }),
  route({
    method: 'put',
    path: '/clients/:id',
    auth: 'signedIn',
    impersonated: { action: 'fiche modifiée' },
    permission: 'clients.edit',
    summary: "Replaces a client's record (a customer: only its own fields; a change of what the shop decides is a 400)",
    body: ClientInputSchema,
    before: (ctx) => [refuseShopDecidedChanges(ctx)],
    answer: PublicClientSchema,
    handle: replace,
  }),
  route({
    method: 'put',
    path: '/auth/me',
    auth: 'customer',
    impersonated: { action: 'profil modifié' },
    summary: "Changes some of the caller's own fields (spec 2 §7.2 updateUser); at least one, as JSON",
    body: OwnChangesSchema,
    before: (ctx) => [requireJsonChanges, refuseShopDecidedChanges(ctx)],
    answer: SignedInUserSchema,
    handle: changeMe,
  }),
  route({ method: 'delete', path: '/clients/:id', auth: 'admin', permission: 'clients.edit', summary: 'Deletes a client: deactivated and anonymised, invoices kept', status: 204, handle: remove }),
];
