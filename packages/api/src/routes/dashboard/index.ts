import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  fromCents,
  ACCOUNT_DEFAULT_PAGE_SIZE,
  ACCOUNT_INVOICE_STATUTS,
  accountInvoice,
  accountOrder,
  accountOrderDetail,
  favouriteView,
  hasAccountInvoice,
  loyaltyView,
  redemptionsOf,
  trackingInfo,
  addToCart,
  addressSchema,
  averageOrderValue,
  canDeleteAddress,
  clientToUserProfile,
  notificationSettingsSchema,
  NotificationSettingsSchema,
  AccountOrderDetailSchema,
  AccountOrderSchema,
  AddressSchema,
  DashboardSummarySchema,
  FavouriteSchema,
  InvoiceSchema,
  LoyaltyProgramSchema,
  NotificationSchema,
  pagedResultSchema,
  ReorderResultSchema,
  TrackingInfoSchema,
  redeemRefusal,
  reorderMessage,
  reorderPlan,
  reorderPriceChanges,
  customerPrice,
  TEXT_LIMITS,
  spentOrders,
} from '@otech/domain';
import type { AccountCreditNote, Client, DashboardSummary, NotificationSettings } from '@otech/domain';
import { OtherStatus, route } from '../../http/route.ts';
import type { BodyInput, NoInput, QueryInput, RequestOf } from '../../http/route.ts';
import type { Database, OwnedCollection, OwnedRecord } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { checkRoomFor } from '../../http/limits.ts';
import { invoiceFacturXPdf } from '../../einvoice/facturXPdf.ts';
import { saveCart } from '../../records/carts.ts';
import { PRODUCT_NOT_FOUND } from '../../http/messages.ts';
import { MAX_PAGE_SIZE, wholeParam } from '../../http/query.ts';
import { ownedView, readFacture, readOrder } from '../../records/storedRecords.ts';
import type { ShopOrder } from '../../records/storedRecords.ts';
import { saveAddress } from '../../db/addresses.ts';
import { favouriteOf } from '../../db/favourites.ts';
import { addRedemption, loyaltyOf } from '../../db/loyalty.ts';
import { facturePageOf } from '../../db/invoices.ts';
import { creditNotesOfInvoices } from '../../db/issuedDocuments.ts';
import { orderPageOf } from '../../db/orders.ts';
import { shipmentsOfOrder } from '../../db/shipments.ts';
import { termsOfClient } from '../../db/priceTerms.ts';
import { markNotificationRead, notificationSettingsOf, saveNotificationSettings } from '../../db/notifications.ts';
import { countRecordsOf, deleteRecord, insertRecord, recordOf, recordsOf } from '../../db/owned.ts';
import { DASHBOARD_MESSAGES } from '../../http/messages.ts';

/** The dashboard summary's recent orders (spec 2 §3.7 gives no count; the overview shows a few). */
const SUMMARY_RECENT_ORDERS = 5;

const PageQuerySchema = v.object({
  page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, ACCOUNT_DEFAULT_PAGE_SIZE),
});
const FavouriteBodySchema = v.object({
  productId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line)),
});

const byDateDesc = <T>(dateOf: (item: T) => string) => (a: T, b: T) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)) || 0;

/** The catalogue's product a record names, by id or else by reference. */
const productNamed = (db: Database, productId: string) => db.products.byId(productId) ?? db.products.byReference(productId);

/** The invoices of those stored that the account dashboard lists, newest first. */
const accountFactures = (records: OwnedRecord[]) => records.map(readFacture).filter(hasAccountInvoice).sort(byDateDesc((facture) => facture.date_facture));

/** The caller's records of the account dashboard, each read through its schema. */
function ownedBy(db: Database, client: Client) {
  const orders = async () => (await recordsOf(db, 'orders', client.id)).map((record) => readOrder(record, client)).sort(byDateDesc((order) => order.orderDate));
  const factures = async () => accountFactures(await recordsOf(db, 'factures', client.id));
  const favourites = async (ordered?: ShopOrder[]) => {
    const orderList = ordered ?? (await orders());
    return (await recordsOf(db, 'favorites', client.id)).flatMap((record) => {
      const view = favouriteView(record, productNamed(db, String(record['productId'] ?? '')), orderList);
      return view ? [view] : [];
    });
  };
  const notifications = async () =>
    (await recordsOf(db, 'notifications', client.id))
      .map(ownedView)
      .sort(byDateDesc((notification) => String(notification['date'] ?? '')));
  const addresses = async () => (await recordsOf(db, 'addresses', client.id)).map(ownedView);
  return { orders, factures, favourites, notifications, addresses };
}

async function settingsOf(db: Database, client: Client): Promise<NotificationSettings> {
  const stored = await notificationSettingsOf(db, client.id);
  // Spec 2 §5 defaults for a client who never saved settings; stored flags win.
  const flags = v.safeParse(v.partial(NotificationSettingsSchema), stored ?? {});
  return v.parse(notificationSettingsSchema, flags.success ? flags.output : {});
}

/** The caller's records of a collection, or a 404: someone else's id is not confirmed. */
async function ownRecord(db: Database, collection: OwnedCollection, client: Client, id: string | undefined, message: string): Promise<OwnedRecord> {
  const record = await recordOf(db, collection, client.id, id);
  if (!record) throw notFound(message);
  return record;
}

const mine = ({ req, ctx }: RequestOf) => ownedBy(ctx.db, ctx.customerOf(req));

async function summary(input: NoInput): Promise<DashboardSummary> {
  const { req, ctx } = input;
  const client = ctx.customerOf(req);
  const records = mine(input);
  const orders = await records.orders();
  const spent = spentOrders(orders);
  const loyaltyProgram = loyaltyView(await loyaltyOf(ctx.db, client.id), client.id, orders);
  const favoriteProducts = await records.favourites(orders);
  return {
    user: clientToUserProfile(client),
    stats: {
      totalOrders: orders.length,
      totalSpent: spent.total,
      averageOrderValue: averageOrderValue(spent.total, spent.orders.length),
      favoriteProducts: favoriteProducts.length,
      loyaltyPoints: loyaltyProgram.points,
      memberSince: client.date_creation ?? orders.at(-1)?.orderDate ?? new Date().toISOString(),
      lastOrderDate: orders[0]?.orderDate,
    },
    recentOrders: orders.slice(0, SUMMARY_RECENT_ORDERS).map(accountOrder),
    pendingInvoices: (await records.factures()).map((facture) => accountInvoice(facture)).filter((invoice) => invoice.amountDue > 0 && invoice.status !== 'draft'),
    notifications: (await records.notifications()) as DashboardSummary['notifications'],
    loyaltyProgram,
    favoriteProducts,
    deliveryAddresses: (await records.addresses()) as DashboardSummary['deliveryAddresses'],
  };
}

async function orderPage({ req, ctx, query }: QueryInput<typeof PageQuerySchema>) {
  const client = ctx.customerOf(req);
  const found = await orderPageOf(ctx.db, client.id, query.page, query.pageSize);
  return { ...found, items: found.items.map((record) => accountOrder(readOrder(record, client))) };
}

async function orderDetail({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const record = await recordOf(ctx.db, 'orders', client.id, req.params['id']);
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  const order = readOrder(record, client);
  // Only an invoice the account dashboard lists is linked (a cancelled one is not).
  const [invoice] = accountFactures(await recordsOf(ctx.db, 'factures', client.id, { field: 'orderId', text: order.id }));
  return accountOrderDetail(order, invoice, await shipmentsOfOrder(ctx.db, order.id, client.id));
}

/** "Recommander": the caller's order lines still sold and in stock go into the caller's cart. */
async function reorder({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const record = await recordOf(ctx.db, 'orders', client.id, req.params['id']);
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  const { items } = readOrder(record, client);
  const plan = reorderPlan(items, (productId) => productNamed(ctx.db, productId));
  // At today's prices for this customer (customerPrice): each line whose price moved since the order says so.
  const { terms } = await termsOfClient(ctx.db, client);
  const priceChanges = reorderPriceChanges(items.flatMap((item) => {
    const product = productNamed(ctx.db, item.productId);
    const added = product && plan.lines.some((line) => line.product === product);
    return added ? [{ productName: item.productName, orderedUnitPrice: item.unitPrice, todayUnitPriceCents: customerPrice(terms, product, item.quantity).unitPriceCents }] : [];
  }));
  const now = new Date();
  const cart = await saveCart(ctx.db, client, (lines) => plan.lines.reduce<typeof lines>((kept, line) => addToCart(kept, line.product, line.quantity, now), lines));
  return { cart, added: plan.lines.length, unavailable: plan.unavailable, priceChanges, message: reorderMessage(plan) };
}

async function tracking({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const wanted = req.params['trackingNumber'] ?? '';
  const order = (await recordsOf(ctx.db, 'orders', client.id, { field: 'trackingNumber', text: wanted }))
    .map((record) => readOrder(record, client))
    .sort(byDateDesc((candidate) => candidate.orderDate))
    .find((candidate) => candidate.trackingNumber === wanted);
  if (!order?.trackingNumber) throw notFound(DASHBOARD_MESSAGES.trackingNotFound);
  return trackingInfo({ ...order, trackingNumber: order.trackingNumber });
}

/** The credit notes of these invoices as the invoices tab lists them, by invoice. */
async function creditNotesByInvoice(db: Database, invoiceIds: readonly string[]): Promise<Map<string, AccountCreditNote[]>> {
  const byInvoice = new Map<string, AccountCreditNote[]>();
  for (const note of await creditNotesOfInvoices(db, invoiceIds)) {
    const shown = { id: note.id, number: note.number, date: note.issueDate, amount: fromCents(note.einvoice.totals.totalTTCCents), downloadUrl: `/api${base}/credit-notes/${encodeURIComponent(note.id)}/pdf` };
    byInvoice.set(note.invoiceId, [...(byInvoice.get(note.invoiceId) ?? []), shown]);
  }
  return byInvoice;
}

async function invoicePage({ req, ctx, query }: QueryInput<typeof PageQuerySchema>) {
  const found = await facturePageOf(ctx.db, ctx.customerOf(req).id, ACCOUNT_INVOICE_STATUTS, query.page, query.pageSize);
  const creditNotes = await creditNotesByInvoice(ctx.db, found.items.map((record) => record.id));
  return { ...found, items: found.items.map((record) => accountInvoice(readFacture(record), creditNotes.get(record.id))) };
}

/** The caller's invoice the account lists, read alone; a cancelled one or someone else's is not found. */
async function ownFacture({ req, ctx }: RequestOf) {
  const record = await recordOf(ctx.db, 'factures', ctx.customerOf(req).id, req.params['id']);
  const facture = record && readFacture(record);
  if (!facture || !hasAccountInvoice(facture)) throw notFound(DASHBOARD_MESSAGES.invoiceNotFound);
  return facture;
}

async function invoiceDetail(input: NoInput) {
  const facture = await ownFacture(input);
  return accountInvoice(facture, (await creditNotesByInvoice(input.ctx.db, [facture.id])).get(facture.id));
}

async function invoiceDownload(input: NoInput) {
  const facture = await ownFacture(input);
  const pdf = await invoiceFacturXPdf(input.ctx.db, facture);
  // The id is ours (fac-…, a UUID), but keep the header safe whatever was stored.
  const filename = `facture_${facture.id.replace(/[^\w.-]/g, '_')}.pdf`;
  input.res
    .status(200)
    .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) })
    .end(pdf);
}

function addresses(input: NoInput) {
  return mine(input).addresses();
}

async function addAddress({ req, ctx, body }: BodyInput<typeof addressSchema>) {
  const address = await saveAddress(ctx.db, ctx.customerOf(req).id, `adr-${randomUUID()}`, body, (held) => checkRoomFor('addresses', held));
  return ownedView(address);
}

async function changeAddress({ req, ctx, body }: BodyInput<typeof addressSchema>) {
  const client = ctx.customerOf(req);
  const existing = await ownRecord(ctx.db, 'addresses', client, req.params['id'], DASHBOARD_MESSAGES.addressNotFound);
  return ownedView(await saveAddress(ctx.db, client.id, existing.id, body));
}

async function removeAddress({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const existing = await ownRecord(ctx.db, 'addresses', client, req.params['id'], DASHBOARD_MESSAGES.addressNotFound);
  // Spec 2 §5: the default address cannot be deleted.
  if (!canDeleteAddress({ isDefault: existing['isDefault'] === true })) throw new HttpError(409, DASHBOARD_MESSAGES.defaultAddress);
  await deleteRecord(ctx.db, 'addresses', client.id, existing.id);
}

function favourites(input: NoInput) {
  return mine(input).favourites();
}

async function addFavourite(input: BodyInput<typeof FavouriteBodySchema>) {
  const { req, ctx, body } = input;
  const client = ctx.customerOf(req);
  const product = productNamed(ctx.db, body.productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const existing = await favouriteOf(ctx.db, client.id, product.id);
  // Adding a product twice keeps the one favourite (its date and order count), answered 200.
  const orders = await mine(input).orders();
  if (existing) return new OtherStatus(200, favouriteView(existing, product, orders));
  checkRoomFor('favourites', await countRecordsOf(ctx.db, 'favorites', client.id));
  const created = await insertRecord(ctx.db, 'favorites', { id: `fav-${randomUUID()}`, clientId: client.id, productId: product.id, dateAdded: new Date().toISOString() });
  return favouriteView(created, product, orders);
}

async function removeFavourite({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const existing = await ownRecord(ctx.db, 'favorites', client, req.params['id'], DASHBOARD_MESSAGES.favouriteNotFound);
  await deleteRecord(ctx.db, 'favorites', client.id, existing.id);
}

const programOf = async (db: Database, client: Client) => loyaltyView(await loyaltyOf(db, client.id), client.id, await ownedBy(db, client).orders());

function loyalty({ req, ctx }: NoInput) {
  return programOf(ctx.db, ctx.customerOf(req));
}

/** Redeems a reward of the caller's programme: the points are taken off by recording what was redeemed. */
async function redeem({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  // Decided on the programme as held by the transaction: two redemptions at once spend points one after the other.
  const added = await addRedemption(ctx.db, client.id, async (t, stored) => {
    const program = loyaltyView(stored, client.id, await ownedBy(t, client).orders());
    const reward = program.availableRewards.find((candidate) => candidate.id === req.params['rewardId']);
    if (!reward) throw notFound(DASHBOARD_MESSAGES.rewardNotFound);
    const refusal = redeemRefusal(reward, program.points);
    if (refusal) throw new HttpError(409, refusal);
    return { id: `red-${randomUUID()}`, rewardId: reward.id, pointsCost: reward.pointsCost, date: new Date().toISOString() };
  }, redemptionsOf);
  if (!added) throw notFound(DASHBOARD_MESSAGES.rewardNotFound);
  return programOf(ctx.db, client);
}

function notifications(input: NoInput) {
  return mine(input).notifications();
}

async function markRead({ req, ctx }: NoInput) {
  const read = await markNotificationRead(ctx.db, ctx.customerOf(req).id, req.params['id'] ?? '');
  if (!read) throw notFound(DASHBOARD_MESSAGES.notificationNotFound);
  return ownedView(read);
}

function notificationSettings({ req, ctx }: NoInput) {
  return settingsOf(ctx.db, ctx.customerOf(req));
}

async function saveSettings({ req, ctx, body: settings }: BodyInput<typeof NotificationSettingsSchema>) {
  await saveNotificationSettings(ctx.db, ctx.customerOf(req).id, settings);
  return settings;
}

const base = '/client-dashboard';

/** The client dashboard (spec 2 §3.7): the caller's orders, invoices, addresses, favourites, loyalty and notifications. */
export const dashboardRoutes = [
  route({ method: 'get', path: `${base}/summary`, auth: 'customer', summary: "The dashboard's overview: figures, recent orders, invoices due, loyalty", answer: DashboardSummarySchema, handle: summary }),
  route({ method: 'get', path: `${base}/orders`, auth: 'customer', summary: "A page of the caller's orders, newest first", query: PageQuerySchema, answer: pagedResultSchema(AccountOrderSchema), handle: orderPage }),
  route({ method: 'get', path: `${base}/orders/:id`, auth: 'customer', summary: 'One order with its invoice', answer: AccountOrderDetailSchema, handle: orderDetail }),
  route({ method: 'post', path: `${base}/orders/:id/reorder`, auth: 'customer', impersonated: { action: 'commande remise au panier' }, summary: "Puts an order's lines still sold and in stock in the cart", answer: ReorderResultSchema, handle: reorder }),
  route({ method: 'get', path: `${base}/tracking/:trackingNumber`, auth: 'customer', summary: "An order's shipment by tracking number", answer: TrackingInfoSchema, handle: tracking }),
  route({ method: 'get', path: `${base}/invoices`, auth: 'customer', summary: "A page of the caller's invoices", query: PageQuerySchema, answer: pagedResultSchema(InvoiceSchema), handle: invoicePage }),
  route({ method: 'get', path: `${base}/invoices/:id`, auth: 'customer', summary: 'One invoice', answer: InvoiceSchema, handle: invoiceDetail }),
  route({ method: 'get', path: `${base}/invoices/:id/download`, auth: 'customer', summary: 'An invoice as its Factur-X PDF', produces: 'application/pdf', handle: invoiceDownload }),
  route({ method: 'get', path: `${base}/addresses`, auth: 'customer', summary: "The caller's delivery addresses", answer: v.array(AddressSchema), handle: addresses }),
  route({ method: 'post', path: `${base}/addresses`, auth: 'customer', impersonated: { action: 'adresse ajoutée' }, summary: 'Adds a delivery address', body: addressSchema, status: 201, answer: AddressSchema, handle: addAddress }),
  route({ method: 'put', path: `${base}/addresses/:id`, auth: 'customer', impersonated: { action: 'adresse modifiée' }, summary: 'Changes a delivery address', body: addressSchema, answer: AddressSchema, handle: changeAddress }),
  route({ method: 'delete', path: `${base}/addresses/:id`, auth: 'customer', impersonated: { action: 'adresse supprimée' }, summary: 'Deletes a delivery address other than the default one (spec 2 §5)', status: 204, handle: removeAddress }),
  route({ method: 'get', path: `${base}/favorites`, auth: 'customer', summary: "The caller's favourite products", answer: v.array(FavouriteSchema), handle: favourites }),
  route({ method: 'post', path: `${base}/favorites`, auth: 'customer', impersonated: { action: 'favori ajouté' }, summary: 'Adds a favourite (201), or answers the existing one (200)', body: FavouriteBodySchema, status: 201, answer: FavouriteSchema, handle: addFavourite }),
  route({ method: 'delete', path: `${base}/favorites/:id`, auth: 'customer', impersonated: { action: 'favori retiré' }, summary: 'Removes a favourite', status: 204, handle: removeFavourite }),
  route({ method: 'get', path: `${base}/loyalty`, auth: 'customer', summary: "The caller's loyalty programme", answer: LoyaltyProgramSchema, handle: loyalty }),
  route({ method: 'post', path: `${base}/loyalty/rewards/:rewardId/redeem`, auth: 'customer', impersonated: { action: 'récompense de fidélité échangée' }, summary: 'Redeems a reward with loyalty points', answer: LoyaltyProgramSchema, handle: redeem }),
  route({ method: 'get', path: `${base}/notifications`, auth: 'customer', summary: "The caller's notifications, newest first", answer: v.array(NotificationSchema), handle: notifications }),
  route({ method: 'put', path: `${base}/notifications/:id/read`, auth: 'customer', impersonated: { action: 'notification lue' }, summary: 'Marks a notification read', answer: NotificationSchema, handle: markRead }),
  route({ method: 'get', path: `${base}/notification-settings`, auth: 'customer', summary: "The caller's notification settings (spec 2 §5 defaults)", answer: NotificationSettingsSchema, handle: notificationSettings }),
  route({ method: 'put', path: `${base}/notification-settings`, auth: 'customer', impersonated: { action: 'préférences de notification' }, summary: 'Saves the notification settings', body: NotificationSettingsSchema, answer: NotificationSettingsSchema, handle: saveSettings }),
];
