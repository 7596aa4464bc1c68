import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import * as v from 'valibot';
import {
  CUSTOMER_FACTURE_STATUTS,
  isShownToCustomer,
  AMOUNT_MAX,
  COUNT_MAX,
  DEFAULT_INVOICE_STATS_PERIOD,
  documentTotals,
  FACTURE_STATUSES,
  FactureNumberSchema,
  FacturePaiementSchema,
  FactureSchema,
  factureStats,
  formatEuros,
  INVOICE_STATS_PERIODS,
  InvoiceStatsSchema,
  lineTotal,
  paymentRefusal,
  statsPeriodFirstDay,
  storedStatutsReadingAs,
  successResponseSchema,
  SuccessSchema,
  TEXT_LIMITS,
  toCents,
  withPayment,
} from '@otech/domain';
import type { Database, OwnedRecord } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, QueryInput, RequestOf } from '../../http/route.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { PER_CUSTOMER_LIMITS } from '../../http/limits.ts';
import { wholeNumber } from '../../http/query.ts';
import { clientById } from '../../db/clients.ts';
import { deleteFacture, factureById, factureList, factureNumberTaken, facturesDatedFrom, insertFacture, updateFacture } from '../../db/invoices.ts';
import type { StaffChange } from '../../db/invoices.ts';
import { FACTURE_MESSAGES } from '../../http/messages.ts';
import { actorOf } from '../../db/auditTrail.ts';
import { factureView, readFacture } from '../../records/storedRecords.ts';

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
type Line = v.InferOutput<typeof LineInputSchema>;
const totalTTC = (items: readonly Line[]) => documentTotals(items.map((item) => ({ unitPriceCents: toCents(item.prix_unitaire_ht), quantity: item.quantite }))).totalTTC;
/** As many lines as a cart may hold different products, and no more in all than any amount the shop stores (AMOUNT_MAX TTC). */
const lines = v.pipe(
  v.array(LineInputSchema),
  v.maxLength(PER_CUSTOMER_LIMITS.cartLines),
  v.check((items) => totalTTC(items) <= AMOUNT_MAX, `Le total TTC des lignes dépasse ${formatEuros(AMOUNT_MAX)}`),
);
const { id: _id, numero_facture: _number, client_id, ...editable } = FactureSchema.entries;
/** POST /factures: the invoice's fields; the server numbers it unless a number is given. */
const FactureInputSchema = v.object({
  ...editable,
  numero_facture: v.optional(FactureNumberSchema),
  client_id: v.nonOptional(client_id, 'is required'),
  lignes: v.optional(lines, []),
});
/** PUT /factures/{id}: any editable field; the owner never changes. */
const FactureUpdateSchema = v.partial(v.object({ ...editable, numero_facture: FactureNumberSchema, lignes: lines }));


const withTotals = (line: Line) => ({
  ...line,
  total_ht: lineTotal({ id: line.reference, product: { id: line.reference, name: line.designation, price: line.prix_unitaire_ht }, quantity: line.quantite, addedAt: '' }),
});

/** Customers see their own invoices only, administrators every one. */
const customerId = (req: Request) => (req.identity?.kind === 'customer' ? req.identity.client.id : undefined);

async function stored({ req, ctx }: RequestOf): Promise<OwnedRecord> {
  const client = customerId(req);
  const record = await factureById(ctx.db, req.params['id'], client);
  // A customer's draft is not theirs to read yet: the shop has not issued it.
  if (!record || (client !== undefined && !isShownToCustomer(readFacture(record).statut))) throw notFound(FACTURE_MESSAGES.notFound);
  return record;
}

/** Saves a change to an invoice found a moment ago; one deleted since is a 404. */
async function update(db: Database, id: string, change: (facture: OwnedRecord) => OwnedRecord, audit?: StaffChange) {
  const updated = await updateFacture(db, id, change, audit);
  if (!updated) throw notFound(FACTURE_MESSAGES.notFound);
  return updated;
}

const ok = (data: unknown) => ({ success: true as const, data });

function ping() {
  return { success: true, message: 'pong' };
}

async function stats({ req, ctx, query }: QueryInput<typeof StatsQuerySchema>) {
  const now = new Date();
  const client = customerId(req);
  const dated = (await facturesDatedFrom(ctx.db, statsPeriodFirstDay(now, query.period), client)).map(readFacture);
  return ok(factureStats(client === undefined ? dated : dated.filter((facture) => isShownToCustomer(facture.statut)), query.period, now));
}

async function list({ req, ctx, query }: QueryInput<typeof ListQuerySchema>) {
  // A status asked for is filtered on the stored ones that may read as it; the day's status is
  // the domain's, so the list is cut after it when the two can differ.
  const client = customerId(req);
  const asked = query.statut && storedStatutsReadingAs(query.statut);
  // A customer never reads a draft (not issued yet).
  const statuts = client === undefined ? asked : (asked ?? CUSTOMER_FACTURE_STATUTS).filter(isShownToCustomer);
  if (statuts?.length === 0) return ok([]);
  const records = await factureList(ctx.db, {
    clientId: client,
    statuts,
    sortBy: query.sort_by,
    descending: query.sort_order === 'desc',
    limit: asked && asked.length > 1 ? undefined : query.limit,
  });
  const found = records.map(readFacture).filter((facture) => !query.statut || facture.statut === query.statut);
  return ok(found.slice(0, query.limit).map(factureView));
}

async function one(input: NoInput) {
  return ok(factureView(readFacture(await stored(input))));
}

async function create({ req, ctx, body: input }: BodyInput<typeof FactureInputSchema>) {
  if (!(await clientById(ctx.db, input.client_id))) throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'client_id', message: `Aucun client n°${input.client_id}` }]);
  if (input.numero_facture && (await factureNumberTaken(ctx.db, input.numero_facture))) throw new HttpError(409, FACTURE_MESSAGES.numberTaken);
  // An invoice not a draft is numbered and dated as it is issued (db/invoices.ts); a number given is refused above when taken.
  const created = await insertFacture(ctx.db, () => ({
    ...input,
    id: `fac-${randomUUID()}`,
    clientId: input.client_id,
    lignes: input.lignes.map(withTotals),
  }), actorOf(ctx.adminOf(req)));
  return ok(factureView(readFacture(created)));
}

async function change(input: BodyInput<typeof FactureUpdateSchema>) {
  const { ctx, body: changes } = input;
  const record = await stored(input);
  if (changes.numero_facture && (await factureNumberTaken(ctx.db, changes.numero_facture, record.id))) throw new HttpError(409, FACTURE_MESSAGES.numberTaken);
  const edit = { actor: actorOf(ctx.adminOf(input.req)), kind: 'invoice', action: 'modification' } as const;
  const updated = await update(ctx.db, record.id, (facture) => ({ ...facture, ...changes, ...(changes.lignes ? { lignes: changes.lignes.map(withTotals) } : {}) }), edit);
  return ok(factureView(readFacture(updated)));
}

async function remove(input: NoInput) {
  await deleteFacture(input.ctx.db, (await stored(input)).id, actorOf(input.ctx.adminOf(input.req)));
  return { success: true };
}

async function addPayment(input: BodyInput<typeof FacturePaiementSchema>) {
  const { ctx, body: payment } = input;
  const record = await stored(input);
  const updated = await update(ctx.db, record.id, (held) => {
    // Checked in the write itself, so two payments at once cannot together go above the amount due.
    const facture = readFacture(held);
    const refusal = paymentRefusal(facture, payment.montant);
    if (refusal) throw new HttpError(400, refusal, [{ path: 'montant', message: refusal }]);
    const { paiements, statut } = withPayment(facture, payment);
    return { ...held, paiements, statut };
  }, { actor: actorOf(ctx.adminOf(input.req)), kind: 'payment', action: 'paiement' });
  return ok(factureView(readFacture(updated)));
}

/** The invoices service (spec 2 §7.1): customers read their own invoices, staff every one and write them. */
export const factureRoutes = [
  route({ method: 'get', path: '/factures/test/ping', auth: 'public', summary: "The invoices service's health check", answer: v.object({ success: v.literal(true), message: v.string() }), handle: ping }),
  route({ method: 'get', path: '/factures/stats', auth: 'signedIn', permission: 'invoices.view', summary: 'Invoice figures over a period', query: StatsQuerySchema, answer: successResponseSchema(InvoiceStatsSchema), handle: stats }),
  route({ method: 'get', path: '/factures', auth: 'signedIn', permission: 'invoices.view', summary: 'Invoices, filtered by status and sorted', query: ListQuerySchema, answer: successResponseSchema(v.array(FactureSchema)), handle: list }),
  route({ method: 'get', path: '/factures/:id', auth: 'signedIn', permission: 'invoices.view', summary: 'One invoice', answer: successResponseSchema(FactureSchema), handle: one }),
  route({ method: 'post', path: '/factures', auth: 'admin', permission: 'invoices.edit', summary: 'Creates an invoice; one not a draft is numbered and dated as it is issued', body: FactureInputSchema, status: 201, answer: successResponseSchema(FactureSchema), handle: create }),
  route({ method: 'put', path: '/factures/:id', auth: 'admin', permission: 'invoices.edit', summary: 'Changes an invoice', body: FactureUpdateSchema, answer: successResponseSchema(FactureSchema), handle: change }),
  route({ method: 'delete', path: '/factures/:id', auth: 'admin', permission: 'invoices.edit', summary: 'Deletes a draft invoice (an issued one is kept: 409)', answer: SuccessSchema, handle: remove }),
  route({ method: 'post', path: '/factures/:id/paiements', auth: 'admin', permission: 'invoices.edit', summary: 'Records a payment, never above the amount due', body: FacturePaiementSchema, status: 201, answer: successResponseSchema(FactureSchema), handle: addPayment }),
];
