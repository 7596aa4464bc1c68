import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  ACCOUNT_DEFAULT_PAGE_SIZE,
  addToCart,
  addressSchema,
  averageOrderValue,
  canDeleteAddress,
  clientToUserProfile,
  notificationSettingsSchema,
  NotificationSettingsSchema,
  redeemRefusal,
  reorderMessage,
  reorderPlan,
  TEXT_LIMITS,
  spentOrders,
} from '@otech/domain';
import type { Client, DashboardSummary, NotificationSettings } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import type { Database, OwnedCollection, OwnedRecord } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { checkRoomFor } from '../../http/limits.ts';
import { invoiceFacturXPdf } from '../../einvoice/facturXPdf.ts';
import { saveCart } from '../cart.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue.ts';
import { MAX_PAGE_SIZE, wholeParam } from './query.ts';
import { ownedView, readFacture, readOrder } from './records.ts';
import type { ShopOrder } from './records.ts';
import { saveAddress } from '../../db/addresses.ts';
import { favouriteOf } from '../../db/favourites.ts';
import { addRedemption, loyaltyOf } from '../../db/loyalty.ts';
import { facturePageOf } from '../../db/invoices.ts';
import { orderPageOf } from '../../db/orders.ts';
import { markNotificationRead, notificationSettingsOf, saveNotificationSettings } from '../../db/notifications.ts';
import { countRecordsOf, deleteRecord, insertRecord, recordOf, recordsOf } from '../../db/owned.ts';
import { ACCOUNT_INVOICE_STATUTS, accountInvoice, accountOrder, accountOrderDetail, favouriteView, hasAccountInvoice, loyaltyView, redemptionsOf, trackingInfo } from './views.ts';

export const DASHBOARD_MESSAGES = {
  orderNotFound: 'Commande introuvable',
  trackingNotFound: 'Numéro de suivi introuvable',
  invoiceNotFound: 'Facture introuvable',
  addressNotFound: 'Adresse introuvable',
  defaultAddress: "L'adresse par défaut ne peut pas être supprimée",
  favouriteNotFound: 'Favori introuvable',
  notificationNotFound: 'Notification introuvable',
  rewardNotFound: 'Récompense introuvable',
} as const;

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

export const registerDashboardRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;
  const base = '/client-dashboard';
  const mine = (req: Parameters<typeof ctx.customerOf>[0]) => ownedBy(db, ctx.customerOf(req));

  /** The caller's record of a collection, or a 404: someone else's id is not confirmed. */
  const ownRecord = async (collection: OwnedCollection, client: Client, id: string | undefined, message: string): Promise<OwnedRecord> => {
    const record = await recordOf(db, collection, client.id, id);
    if (!record) throw notFound(message);
    return record;
  };

  router.get(`${base}/summary`, ctx.requireCustomer, ctx.handle(async (req, res) => {
    const client = ctx.customerOf(req);
    const records = mine(req);
    const orders = await records.orders();
    const spent = spentOrders(orders);
    const loyaltyProgram = loyaltyView(await loyaltyOf(db, client.id), client.id, orders);
    const favoriteProducts = await records.favourites(orders);
    const summary: DashboardSummary = {
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
      pendingInvoices: (await records.factures()).map(accountInvoice).filter((invoice) => invoice.amountDue > 0 && invoice.status !== 'draft'),
      notifications: (await records.notifications()) as DashboardSummary['notifications'],
      loyaltyProgram,
      favoriteProducts,
      deliveryAddresses: (await records.addresses()) as DashboardSummary['deliveryAddresses'],
    };
    res.json(summary);
  }));

  router.get(`${base}/orders`, ctx.requireCustomer, ctx.validateQuery(PageQuerySchema), ctx.handle(async (req, res) => {
    const { page, pageSize } = res.locals['query'] as v.InferOutput<typeof PageQuerySchema>;
    const client = ctx.customerOf(req);
    const found = await orderPageOf(db, client.id, page, pageSize);
    res.json({ ...found, items: found.items.map((record) => accountOrder(readOrder(record, client))) });
  }));

  router.get(
    `${base}/orders/:id`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const record = await recordOf(db, 'orders', client.id, req.params['id']);
      if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
      const order = readOrder(record, client);
      // Only an invoice the account dashboard lists is linked (a cancelled one is not).
      const [invoice] = accountFactures(await recordsOf(db, 'factures', client.id, { field: 'orderId', text: order.id }));
      res.json(accountOrderDetail(order, invoice));
    }),
  );

  /** "Recommander": the caller's order lines still sold and in stock go into the caller's cart. */
  router.post(
    `${base}/orders/:id/reorder`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const record = await recordOf(db, 'orders', client.id, req.params['id']);
      if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
      const plan = reorderPlan(readOrder(record, client).items, (productId) => productNamed(db, productId));
      const now = new Date();
      const cart = await saveCart(db, client, (items) => plan.lines.reduce<typeof items>((lines, line) => addToCart(lines, line.product, line.quantity, now), items));
      res.json({ cart, added: plan.lines.length, unavailable: plan.unavailable, message: reorderMessage(plan) });
    }),
  );

  router.get(
    `${base}/tracking/:trackingNumber`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const wanted = req.params['trackingNumber'] ?? '';
      const order = (await recordsOf(db, 'orders', client.id, { field: 'trackingNumber', text: wanted }))
        .map((record) => readOrder(record, client))
        .sort(byDateDesc((candidate) => candidate.orderDate))
        .find((candidate) => candidate.trackingNumber === wanted);
      if (!order?.trackingNumber) throw notFound(DASHBOARD_MESSAGES.trackingNotFound);
      res.json(trackingInfo({ ...order, trackingNumber: order.trackingNumber }));
    }),
  );

  router.get(`${base}/invoices`, ctx.requireCustomer, ctx.validateQuery(PageQuerySchema), ctx.handle(async (req, res) => {
    const { page, pageSize } = res.locals['query'] as v.InferOutput<typeof PageQuerySchema>;
    const found = await facturePageOf(db, ctx.customerOf(req).id, ACCOUNT_INVOICE_STATUTS, page, pageSize);
    res.json({ ...found, items: found.items.map((record) => accountInvoice(readFacture(record))) });
  }));

  /** The caller's invoice the account lists, read alone; a cancelled one or someone else's is not found. */
  const ownFacture = async (req: Parameters<typeof ctx.customerOf>[0]) => {
    const record = await recordOf(db, 'factures', ctx.customerOf(req).id, req.params['id']);
    const facture = record && readFacture(record);
    if (!facture || !hasAccountInvoice(facture)) throw notFound(DASHBOARD_MESSAGES.invoiceNotFound);
    return facture;
  };

  router.get(
    `${base}/invoices/:id`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      res.json(accountInvoice(await ownFacture(req)));
    }),
  );

  router.get(
    `${base}/invoices/:id/download`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const facture = await ownFacture(req);
      const pdf = await invoiceFacturXPdf(db, facture);
      // The id is ours (fac-…, a UUID), but keep the header safe whatever was stored.
      const filename = `facture_${facture.id.replace(/[^\w.-]/g, '_')}.pdf`;
      res
        .status(200)
        .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) })
        .end(pdf);
    }),
  );

  router.get(`${base}/addresses`, ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(await mine(req).addresses());
  }));

  router.post(
    `${base}/addresses`,
    ctx.requireCustomer,
    ctx.validateBody(addressSchema),
    ctx.handle(async (req, res) => {
      const values = req.body as v.InferOutput<typeof addressSchema>;
      const address = await saveAddress(db, ctx.customerOf(req).id, `adr-${randomUUID()}`, values, (held) => checkRoomFor('addresses', held));
      res.status(201).json(ownedView(address));
    }),
  );

  router.put(
    `${base}/addresses/:id`,
    ctx.requireCustomer,
    ctx.validateBody(addressSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const existing = await ownRecord('addresses', client, req.params['id'], DASHBOARD_MESSAGES.addressNotFound);
      res.json(ownedView(await saveAddress(db, client.id, existing.id, req.body as v.InferOutput<typeof addressSchema>)));
    }),
  );

  router.delete(
    `${base}/addresses/:id`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const existing = await ownRecord('addresses', client, req.params['id'], DASHBOARD_MESSAGES.addressNotFound);
      // Spec 2 §5: the default address cannot be deleted.
      if (!canDeleteAddress({ isDefault: existing['isDefault'] === true })) throw new HttpError(409, DASHBOARD_MESSAGES.defaultAddress);
      await deleteRecord(db, 'addresses', client.id, existing.id);
      res.status(204).end();
    }),
  );

  router.get(`${base}/favorites`, ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(await mine(req).favourites());
  }));

  router.post(
    `${base}/favorites`,
    ctx.requireCustomer,
    ctx.validateBody(FavouriteBodySchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const { productId } = req.body as v.InferOutput<typeof FavouriteBodySchema>;
      const product = productNamed(db, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const existing = await favouriteOf(db, client.id, product.id);
      // Adding a product twice keeps the one favourite (its date and order count).
      const orders = await mine(req).orders();
      if (existing) return res.status(200).json(favouriteView(existing, product, orders));
      checkRoomFor('favourites', await countRecordsOf(db, 'favorites', client.id));
      const created = await insertRecord(db, 'favorites', { id: `fav-${randomUUID()}`, clientId: client.id, productId: product.id, dateAdded: new Date().toISOString() });
      return res.status(201).json(favouriteView(created, product, orders));
    }),
  );

  router.delete(
    `${base}/favorites/:id`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const existing = await ownRecord('favorites', client, req.params['id'], DASHBOARD_MESSAGES.favouriteNotFound);
      await deleteRecord(db, 'favorites', client.id, existing.id);
      res.status(204).end();
    }),
  );

  const programOf = async (client: Client) => loyaltyView(await loyaltyOf(db, client.id), client.id, await ownedBy(db, client).orders());

  router.get(`${base}/loyalty`, ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(await programOf(ctx.customerOf(req)));
  }));

  /** Redeems a reward of the caller's programme: the points are taken off by recording what was redeemed. */
  router.post(
    `${base}/loyalty/rewards/:rewardId/redeem`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      // Decided on the programme as held by the transaction: two redemptions at once spend points one after the other.
      const added = await addRedemption(db, client.id, async (t, stored) => {
        const program = loyaltyView(stored, client.id, await ownedBy(t, client).orders());
        const reward = program.availableRewards.find((candidate) => candidate.id === req.params['rewardId']);
        if (!reward) throw notFound(DASHBOARD_MESSAGES.rewardNotFound);
        const refusal = redeemRefusal(reward, program.points);
        if (refusal) throw new HttpError(409, refusal);
        return { id: `red-${randomUUID()}`, rewardId: reward.id, pointsCost: reward.pointsCost, date: new Date().toISOString() };
      }, redemptionsOf);
      if (!added) throw notFound(DASHBOARD_MESSAGES.rewardNotFound);
      res.json(await programOf(client));
    }),
  );

  router.get(`${base}/notifications`, ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(await mine(req).notifications());
  }));

  router.put(
    `${base}/notifications/:id/read`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const read = await markNotificationRead(db, ctx.customerOf(req).id, req.params['id'] ?? '');
      if (!read) throw notFound(DASHBOARD_MESSAGES.notificationNotFound);
      res.json(ownedView(read));
    }),
  );

  router.get(`${base}/notification-settings`, ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(await settingsOf(db, ctx.customerOf(req)));
  }));

  router.put(
    `${base}/notification-settings`,
    ctx.requireCustomer,
    ctx.validateBody(NotificationSettingsSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const settings = req.body as NotificationSettings;
      await saveNotificationSettings(db, client.id, settings);
      res.json(settings);
    }),
  );
};
