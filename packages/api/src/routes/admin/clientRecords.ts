import * as v from 'valibot';
import { applyStaffClient, changedValues, NewStaffClientSchema, pendingAccountIssues, PublicClientSchema, RepresentativesSchema, STAFF_CLIENT_FIELDS, STAFF_CLIENT_MESSAGES, StaffClientSchema } from '@otech/domain';
import type { Client } from '@otech/domain';
import { actorOf, appendAudit } from '../../db/auditTrail.ts';
import type { AuditActor } from '../../db/auditTrail.ts';
import { staffList } from '../../db/admins.ts';
import { clientById, clientBySiret, insertClient, replaceClient, withClientIdentities } from '../../db/clients.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../../http/route.ts';
import { CLIENT_MESSAGES } from '../../http/messages.ts';
import { conflicts, publicClient } from '../../records/clients.ts';

/* Clients created, edited and deactivated from the administration (issue 23), each write with its audit entry in its transaction. */

const ActivationSchema = v.object({ active: v.boolean('Actif : vrai ou faux attendu') });

/** Why this record cannot be saved: its e-mail, pseudo or SIRET is another client's (409), else nothing. */
async function refuseTakenIdentity(t: Database, record: Pick<Client, 'email' | 'pseudo' | 'siret'>, exceptId?: number): Promise<void> {
  const conflict = await conflicts(t, record, exceptId);
  if (conflict) throw new HttpError(409, conflict);
  const holder = record.siret ? await clientBySiret(t, record.siret) : undefined;
  if (holder && holder.id !== exceptId) throw new HttpError(409, STAFF_CLIENT_MESSAGES.siretTaken, [{ path: 'siret', message: STAFF_CLIENT_MESSAGES.siretTaken }]);
}

const actorFor = (input: RequestOf): AuditActor => actorOf(input.ctx.adminOf(input.req));

async function createClient(input: BodyInput<typeof NewStaffClientSchema>) {
  const { ctx, body } = input;
  const created = await withClientIdentities(ctx.db, async (t) => {
    await refuseTakenIdentity(t, body);
    const client = await insertClient(t, (id) => ({ ...body, id, actif: true, bloque: false, date_creation: new Date().toISOString() }));
    await appendAudit(t, actorFor(input), { kind: 'client', recordId: String(client.id), action: 'création', before: null, after: body });
    return client;
  });
  return publicClient(created);
}

/** The client of the path, read inside the transaction that changes it; 404 when there is none. */
async function storedClient(t: Database, input: RequestOf): Promise<Client> {
  const client = await clientById(t, Number(input.req.params['id']));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  return client;
}

async function editClient(input: BodyInput<typeof StaffClientSchema>) {
  const saved = await withClientIdentities(input.ctx.db, async (t) => {
    const stored = await storedClient(t, input);
    const edited = { ...applyStaffClient(stored, input.body), date_modification: new Date().toISOString() };
    await refuseTakenIdentity(t, edited, stored.id);
    const change = changedValues(stored, edited, STAFF_CLIENT_FIELDS);
    if (Object.keys(change.after).length === 0) return stored;
    await replaceClient(t, edited);
    await appendAudit(t, actorFor(input), { kind: 'client', recordId: String(stored.id), action: 'fiche', ...change });
    return edited;
  });
  return publicClient(saved);
}

/** Deactivating ends the client's sessions (db/clients.ts); the orders and invoices stay. A registration awaiting validation is opened by its validation only: a 409 (decision 250). */
async function setClientActive(input: BodyInput<typeof ActivationSchema>) {
  const active = input.body.active;
  const saved = await withClientIdentities(input.ctx.db, async (t) => {
    const stored = await storedClient(t, input);
    const [pending] = pendingAccountIssues(stored, { actif: active });
    if (pending) throw new HttpError(409, pending.message, [{ path: 'active', message: pending.message }]);
    if (stored.actif === active) return stored;
    const changed = await replaceClient(t, { ...stored, actif: active, date_modification: new Date().toISOString() });
    await appendAudit(t, actorFor(input), { kind: 'client', recordId: String(stored.id), action: active ? 'réactivation' : 'désactivation', before: { actif: stored.actif }, after: { actif: active } });
    return changed;
  });
  return publicClient(saved);
}

/** The "Représentant" choices: the active Commercial staff, by name. */
async function representatives({ ctx }: NoInput) {
  return (await staffList(ctx.db)).filter((staff) => staff.active && staff.role === 'commercial').map((staff) => ({ id: staff.id, name: staff.name }));
}

export const clientRecordRoutes = [
  route({
    method: 'post',
    path: '/admin/clients',
    auth: 'admin',
    permission: 'clients.edit',
    summary: 'Creates a client from the administration; 409 when its e-mail, pseudo or SIRET is taken',
    body: NewStaffClientSchema,
    form: true,
    status: 201,
    answer: PublicClientSchema,
    handle: createClient,
  }),
  route({
    method: 'put',
    path: '/admin/clients/:id',
    auth: 'admin',
    permission: 'clients.edit',
    summary: "Saves a client's record (identity, company, addresses, family, representative, notes); 409 when its e-mail or SIRET is taken",
    body: StaffClientSchema,
    form: true,
    answer: PublicClientSchema,
    handle: editClient,
  }),
  route({
    method: 'post',
    path: '/admin/clients/:id/activation',
    auth: 'admin',
    permission: 'clients.edit',
    summary: 'Deactivates a client (its sessions end, its orders and invoices stay) or reactivates it',
    body: ActivationSchema,
    answer: PublicClientSchema,
    handle: setClientActive,
  }),
  route({ method: 'get', path: '/admin/representatives', auth: 'admin', permission: 'clients.view', summary: 'The active Commercial staff a client may have as representative', answer: RepresentativesSchema, handle: representatives }),
];
