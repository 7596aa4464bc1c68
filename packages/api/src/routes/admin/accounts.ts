import type { Request } from 'express';
import { AdminClientActivitySchema, ClientListSchema, PublicClientSchema } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import { route } from '../../http/route.ts';
import type { NoInput } from '../../http/route.ts';
import { pendingOpeningClients, refuseOpening, validateOpening } from '../../db/accountOpenings.ts';
import { clientOrdersAndFactures } from '../../db/clientActivity.ts';
import { clientById } from '../../db/clients.ts';
import { notFound } from '../../http/errors.ts';
import { CLIENT_MESSAGES } from '../../http/messages.ts';
import { publicClient } from '../../records/clients.ts';
import { readFacture, readOrder } from '../../records/storedRecords.ts';
import { factureView } from '../../records/storedRecords.ts';

const OPENING_MESSAGES = {
  notPending: "Aucune demande d'ouverture en attente pour ce client",
} as const;

const idOf = (req: Request): number => Number(req.params['id']);

async function pendingOpenings({ ctx }: NoInput) {
  const clients = (await pendingOpeningClients(ctx.db)).map(publicClient);
  return { clients, total: clients.length };
}

async function decide({ req, ctx }: NoInput, decision: typeof validateOpening) {
  const client = await decision(ctx.db, actorOf(ctx.adminOf(req)), idOf(req), new Date());
  if (!client) throw notFound(OPENING_MESSAGES.notPending);
  return publicClient(client);
}

const validate = (input: NoInput) => decide(input, validateOpening);
const refuse = (input: NoInput) => decide(input, refuseOpening);

async function clientActivity({ req, ctx }: NoInput) {
  const client = await clientById(ctx.db, idOf(req));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  const { orders, factures } = await clientOrdersAndFactures(ctx.db, client);
  return {
    client: publicClient(client),
    orders: orders.map((order) => readOrder(order, client)),
    factures: factures.map((facture) => factureView(readFacture(facture))),
    hasPassword: Boolean(client.hash_password),
  };
}

/**
 * The administration's account pages: /admin/ouvertures (registrations to validate or refuse) and a
 * client's orders and invoices on /admin/clients/{id}.
 */
export const adminAccountRoutes = [
  route({ method: 'get', path: '/admin/ouvertures', auth: 'admin', permission: 'openings.decide', summary: 'Registrations waiting for validation', answer: ClientListSchema, handle: pendingOpenings }),
  route({ method: 'post', path: '/admin/ouvertures/:id/validation', auth: 'admin', permission: 'openings.decide', summary: 'Validates a registration: the account can sign in', answer: PublicClientSchema, handle: validate }),
  route({ method: 'post', path: '/admin/ouvertures/:id/refus', auth: 'admin', permission: 'openings.decide', summary: 'Refuses a registration', answer: PublicClientSchema, handle: refuse }),
  route({ method: 'get', path: '/admin/clients/:id/activity', auth: 'admin', permission: 'clients.view', summary: "A client's orders and invoices", answer: AdminClientActivitySchema, handle: clientActivity }),
];
