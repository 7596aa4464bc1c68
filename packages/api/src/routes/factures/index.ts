import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import * as v from 'valibot';
import {
  AMOUNT_MAX,
  cartTotals,
  COUNT_MAX,
  DEFAULT_INVOICE_STATS_PERIOD,
  FACTURE_STATUSES,
  FacturePaiementSchema,
  factureDueDate,
  factureFromCartConditions,
  factureFromCartError,
  FactureSchema,
  factureStats,
  INVOICE_STATS_PERIODS,
  isoDay,
  lineTotal,
  paymentRefusal,
  statsPeriodFirstDay,
  storedStatutsReadingAs,
  QUANTITY_MAX,
  TEXT_LIMITS,
  unitPrice,
  withPayment,
} from '@otech/domain';
import type { Client, FactureStatus } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import type { OwnedRecord } from '../../db/database.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { checkRoomFor, PER_CUSTOMER_LIMITS } from '../../http/limits.ts';
import { wholeNumber } from '../dashboard/query.ts';
import { cartOf } from '../../db/carts.ts';
import { clientById } from '../../db/clients.ts';
import { countFacturesOf, deleteFacture, factureById, factureList, factureNumberTaken, facturesDatedFrom, insertFacture, insertFactureClearingCart, updateFacture } from '../../db/invoices.ts';
import { readFacture } from '../dashboard/records.ts';
import type { StoredFacture } from '../dashboard/records.ts';

export const FACTURE_MESSAGES = {
  notFound: 'Facture introuvable',
  numberTaken: 'Ce numéro de facture existe déjà',
} as const;

const SORT_FIELDS = ['date_facture', 'montant_ttc', 'numero_facture'] as const;
const ListQuerySchema = v.object({
  limit: v.optional(wholeNumber(1, 1000)),
  sort_by: v.optional(v.picklist(SORT_FIELDS), 'date_facture'),
  sort_order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  statut: v.optional(v.picklist(FACTURE_STATUSES)),
});
const StatsQuerySchema = v.object({
  period: v.optional(v.picklist(INVOICE_STATS_PERIODS), DEFAULT_INVOICE_STATS_PERIOD),
});

const line = v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.line));
const LineInputSchema = v.object({
  reference: v.pipe(line, v.nonEmpty()),
  designation: line,
  quantite: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(COUNT_MAX)),
  prix_unitaire_ht: v.pipe(v.number(), v.minValue(0), v.maxValue(AMOUNT_MAX)),
});
/** As many lines as a cart may hold different products. */
const lines = v.pipe(v.array(LineInputSchema), v.maxLength(PER_CUSTOMER_LIMITS.cartLines));
const { id: _id, numero_facture, client_id, ...editable } = FactureSchema.entries;
/** POST /factures: the invoice's fields; the server numbers it unless a number is given. */
const FactureInputSchema = v.object({
  ...editable,
  numero_facture: v.optional(numero_facture),
  client_id: v.nonOptional(client_id, 'is required'),
  lignes: v.optional(lines, []),
});
/** PUT /factures/{id}: any editable field; the owner never changes. */
const FactureUpdateSchema = v.partial(v.object({ ...editable, numero_facture, lignes: lines }));

type FactureInput = v.InferOutput<typeof FactureInputSchema>;
type Line = v.InferOutput<typeof LineInputSchema>;

/** The answer of the invoices service: the stored invoice, its owner as `client_id`. */
export function factureView(facture: StoredFacture & { client_id: number }) {
  const { clientId: _owner, ...rest } = facture;
  return rest;
}

const withTotals = (line: Line) => ({
  ...line,
  total_ht: lineTotal({ id: line.reference, product: { id: line.reference, name: line.designation, price: line.prix_unitaire_ht }, quantity: line.quantite, addedAt: '' }),
});

/** Statuses of an invoice still waiting for its payment: what PER_CUSTOMER_LIMITS.openInvoices counts. */
const OPEN_STATUSES: readonly FactureStatus[] = ['brouillon', 'envoyee', 'en_retard'];

/** The body of POST /factures/from-panier is not read: every fact of the invoice is the server's. */
const AnyObjectSchema = v.looseObject({});

export const registerFactureRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  /** Customers see their own invoices only, administrators every one. */
  const customerId = (req: Request) => (req.identity?.kind === 'customer' ? req.identity.client.id : undefined);
  const stored = async (req: Request): Promise<OwnedRecord> => {
    const record = await factureById(db, req.params['id'], customerId(req));
    if (!record) throw notFound(FACTURE_MESSAGES.notFound);
    return record;
  };
  /** Saves a change to an invoice found a moment ago; one deleted since is a 404. */
  const update = async (id: string, change: (facture: OwnedRecord) => OwnedRecord) => {
    const updated = await updateFacture(db, id, change);
    if (!updated) throw notFound(FACTURE_MESSAGES.notFound);
    return updated;
  };
  const ok = (data: unknown) => ({ success: true as const, data });

  router.get('/factures/test/ping', (_req, res) => {
    res.json({ success: true, message: 'pong' });
  });

  router.get('/factures/stats', ctx.requireSignedIn, ctx.validateQuery(StatsQuerySchema), ctx.handle(async (req, res) => {
    const { period } = res.locals['query'] as v.InferOutput<typeof StatsQuerySchema>;
    const now = new Date();
    const dated = await facturesDatedFrom(db, statsPeriodFirstDay(now, period), customerId(req));
    res.json(ok(factureStats(dated.map(readFacture), period, now)));
  }));

  router.get('/factures', ctx.requireSignedIn, ctx.validateQuery(ListQuerySchema), ctx.handle(async (req, res) => {
    const query = res.locals['query'] as v.InferOutput<typeof ListQuerySchema>;
    // A status asked for is filtered on the stored ones that may read as it; the day's status is
    // the domain's, so the list is cut after it when the two can differ.
    const statuts = query.statut && storedStatutsReadingAs(query.statut);
    const records = await factureList(db, {
      clientId: customerId(req),
      statuts,
      sortBy: query.sort_by,
      descending: query.sort_order === 'desc',
      limit: statuts && statuts.length > 1 ? undefined : query.limit,
    });
    const list = records.map(readFacture).filter((facture) => !query.statut || facture.statut === query.statut);
    res.json(ok(list.slice(0, query.limit).map(factureView)));
  }));

  router.get(
    '/factures/:id',
    ctx.requireSignedIn,
    ctx.handle(async (req, res) => {
      res.json(ok(factureView(readFacture(await stored(req)))));
    }),
  );

  router.post(
    '/factures',
    ctx.requireAdmin,
    ctx.validateBody(FactureInputSchema),
    ctx.handle(async (req, res) => {
      const input = req.body as FactureInput;
      if (!(await clientById(db, input.client_id))) throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'client_id', message: `Aucun client n°${input.client_id}` }]);
      if (input.numero_facture && (await factureNumberTaken(db, input.numero_facture))) throw new HttpError(409, FACTURE_MESSAGES.numberTaken);
      // An invoice not a draft is numbered and dated as it is issued (db/invoices.ts); a number given is refused above when taken.
      const created = await insertFacture(db, () => ({
        ...input,
        id: `fac-${randomUUID()}`,
        clientId: input.client_id,
        lignes: input.lignes.map(withTotals),
      }));
      res.status(201).json(ok(factureView(readFacture(created))));
    }),
  );

  router.post(
    '/factures/from-panier',
    ctx.requireCustomer,
    ctx.validateBody(AnyObjectSchema),
    ctx.handle(async (req, res) => {
      const client: Client = ctx.customerOf(req);
      const cart = await cartOf(db, client.id);
      // The lines and prices are the server's cart, not the body's copy of it: a client cannot price
      // its own invoice. Quantities are held to the cart's maximum, also for a cart stored before it.
      const items = cart.items.map((item) => ({ ...item, quantity: Math.min(item.quantity, QUANTITY_MAX) }));
      const error = factureFromCartError(true, items.length);
      if (error) throw new HttpError(400, error);
      checkRoomFor('openInvoices', await countFacturesOf(db, client.id, OPEN_STATUSES));
      // Date, number, terms and name are the server's and the client record's, never the body's.
      const date = isoDay(new Date());
      const conditions = factureFromCartConditions(client);
      const totals = cartTotals(items);
      // Spec 2 §7.1: the cart is cleared once the invoice exists.
      const created = await insertFactureClearingCart(db, client.id, () => ({
          id: `fac-${randomUUID()}`,
          clientId: client.id,
          client_id: client.id,
          statut: 'envoyee',
          client_nom: client.societe,
          date_facture: date,
          date_echeance: factureDueDate(date, conditions),
          montant_ht: totals.totalHT,
          montant_tva: totals.tva,
          montant_ttc: totals.totalTTC,
          conditions_paiement: conditions,
          paiements: [],
          lignes: items.map((item) => ({
            reference: item.product.reference ?? item.product.id,
            designation: item.product.name,
            quantite: item.quantity,
            prix_unitaire_ht: unitPrice(item),
            total_ht: lineTotal(item),
          })),
      }));
      res.status(201).json(ok(factureView(readFacture(created))));
    }),
  );

  router.put(
    '/factures/:id',
    ctx.requireAdmin,
    ctx.validateBody(FactureUpdateSchema),
    ctx.handle(async (req, res) => {
      const record = await stored(req);
      const changes = req.body as v.InferOutput<typeof FactureUpdateSchema>;
      if (changes.numero_facture && (await factureNumberTaken(db, changes.numero_facture, record.id))) throw new HttpError(409, FACTURE_MESSAGES.numberTaken);
      const updated = await update(record.id, (facture) => ({ ...facture, ...changes, ...(changes.lignes ? { lignes: changes.lignes.map(withTotals) } : {}) }));
      res.json(ok(factureView(readFacture(updated))));
    }),
  );

  router.delete(
    '/factures/:id',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      await deleteFacture(db, (await stored(req)).id);
      res.json({ success: true });
    }),
  );

  router.post(
    '/factures/:id/paiements',
    ctx.requireAdmin,
    ctx.validateBody(FacturePaiementSchema),
    ctx.handle(async (req, res) => {
      const record = await stored(req);
      const payment = req.body as v.InferOutput<typeof FacturePaiementSchema>;
      const updated = await update(record.id, (stored) => {
        // Checked in the write itself, so two payments at once cannot together go above the amount due.
        const facture = readFacture(stored);
        const refusal = paymentRefusal(facture, payment.montant);
        if (refusal) throw new HttpError(400, refusal, [{ path: 'montant', message: refusal }]);
        const { paiements, statut } = withPayment(facture, payment);
        return { ...stored, paiements, statut };
      });
      res.status(201).json(ok(factureView(readFacture(updated))));
    }),
  );
};
