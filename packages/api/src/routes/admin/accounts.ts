import type { Request } from 'express';
import type { RegisterRoutes } from '../../context.ts';
import { pendingOpeningClients, refuseOpening, validateOpening } from '../../db/accountOpenings.ts';
import { clientOrdersAndFactures } from '../../db/clientActivity.ts';
import { clientById } from '../../db/clients.ts';
import { notFound } from '../../http/errors.ts';
import { CLIENT_MESSAGES, publicClient } from '../clients/index.ts';
import { readFacture, readOrder } from '../dashboard/records.ts';
import { factureView } from '../factures/index.ts';

export const OPENING_MESSAGES = {
  notPending: "Aucune demande d'ouverture en attente pour ce client",
} as const;

const idOf = (req: Request): number => Number(req.params['id']);

/**
 * The administration's account pages: /admin/ouvertures (registrations to validate or refuse) and a
 * client's orders and invoices on /admin/clients/{id}.
 */
export const registerAdminAccountRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get('/admin/ouvertures', ctx.requireAdmin, ctx.handle(async (_req, res) => {
    const clients = (await pendingOpeningClients(db)).map(publicClient);
    res.json({ clients, total: clients.length });
  }));

  const decide = (decision: typeof validateOpening) =>
    ctx.handle(async (req, res) => {
      const client = await decision(db, idOf(req), new Date());
      if (!client) throw notFound(OPENING_MESSAGES.notPending);
      res.json(publicClient(client));
    });
  router.post('/admin/ouvertures/:id/validation', ctx.requireAdmin, decide(validateOpening));
  router.post('/admin/ouvertures/:id/refus', ctx.requireAdmin, decide(refuseOpening));

  router.get('/admin/clients/:id/activity', ctx.requireAdmin, ctx.handle(async (req, res) => {
    const client = await clientById(db, idOf(req));
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    const { orders, factures } = await clientOrdersAndFactures(db, client);
    res.json({
      client: publicClient(client),
      orders: orders.map((order) => readOrder(order, client)),
      factures: factures.map((facture) => factureView(readFacture(facture))),
    });
  }));
};
