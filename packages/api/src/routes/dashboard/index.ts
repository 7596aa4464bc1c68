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
  paginate,
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
import { invoicePdf } from '../../pdf/invoicePdf.ts';
import { saveCart } from '../cart.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue.ts';
import { MAX_PAGE_SIZE, wholeParam } from './query.ts';
import { ownedView, readFacture, readOrder } from './records.ts';
import { accountInvoice, accountOrder, accountOrderDetail, favouriteView, hasAccountInvoice, loyaltyView, redemptionsOf, trackingInfo } from './views.ts';

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

/** The caller's records of the account dashboard, each read through its schema. */
function ownedBy(db: Database, client: Client) {
  const orders = () => db.owned('orders', client.id).map((record) => readOrder(record, client)).sort(byDateDesc((order) => order.orderDate));
  const factures = () =>
    db
      .owned('factures', client.id)
      .map(readFacture)
      .filter(hasAccountInvoice)
      .sort(byDateDesc((facture) => facture.date_facture));
  const favourites = (ordered = orders()) =>
    db.owned('favorites', client.id).flatMap((record) => {
      const productId = String(record['productId'] ?? '');
      const view = favouriteView(record, db.products.byId(productId) ?? db.products.byReference(productId), ordered);
      return view ? [view] : [];
    });
  const notifications = () =>
    db
      .owned('notifications', client.id)
      .map(ownedView)
      .sort(byDateDesc((notification) => String(notification['date'] ?? '')));
  const addresses = () => db.owned('addresses', client.id).map(ownedView);
  return { orders, factures, favourites, notifications, addresses };
}

function settingsOf(db: Database, client: Client): NotificationSettings {
  const stored = db.owned('notificationSettings', client.id)[0];
  // Spec 2 §5 defaults for a client who never saved settings; stored flags win.
  const flags = v.safeParse(v.partial(NotificationSettingsSchema), stored ?? {});
  return v.parse(notificationSettingsSchema, flags.success ? flags.output : {});
}

export const registerDashboardRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;
  const base = '/client-dashboard';
  const mine = (req: Parameters<typeof ctx.customerOf>[0]) => ownedBy(db, ctx.customerOf(req));

  /** The caller's record of a collection, or a 404: someone else's id is not confirmed. */
  const ownRecord = (collection: OwnedCollection, client: Client, id: string | undefined, message: string): OwnedRecord => {
    const record = db.owned(collection, client.id).find((candidate) => candidate.id === id);
    if (!record) throw notFound(message);
    return record;
  };

  router.get(`${base}/summary`, ctx.requireCustomer, (req, res) => {
    const client = ctx.customerOf(req);
    const records = mine(req);
    const orders = records.orders();
    const spent = spentOrders(orders);
    const loyaltyProgram = loyaltyView(db.owned('loyalty', client.id)[0], client.id, orders);
    const favoriteProducts = records.favourites(orders);
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
      pendingInvoices: records.factures().map(accountInvoice).filter((invoice) => invoice.amountDue > 0 && invoice.status !== 'draft'),
      notifications: records.notifications() as DashboardSummary['notifications'],
      loyaltyProgram,
      favoriteProducts,
      deliveryAddresses: records.addresses() as DashboardSummary['deliveryAddresses'],
    };
    res.json(summary);
  });

  router.get(`${base}/orders`, ctx.requireCustomer, ctx.validateQuery(PageQuerySchema), (req, res) => {
    const { page, pageSize } = res.locals['query'] as v.InferOutput<typeof PageQuerySchema>;
    res.json(paginate(mine(req).orders().map(accountOrder), page, pageSize));
  });

  router.get(
    `${base}/orders/:id`,
    ctx.requireCustomer,
    ctx.handle((req, res) => {
      const records = mine(req);
      const order = records.orders().find((candidate) => candidate.id === req.params['id']);
      if (!order) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
      // Only an invoice the account dashboard lists is linked (a cancelled one is not).
      res.json(accountOrderDetail(order, records.factures().find((facture) => facture.orderId === order.id)));
    }),
  );

  /** "Recommander": the caller's order lines still sold and in stock go into the caller's cart. */
  router.post(
    `${base}/orders/:id/reorder`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const order = ownedBy(db, client).orders().find((candidate) => candidate.id === req.params['id']);
      if (!order) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
      const plan = reorderPlan(order.items, (productId) => db.products.byId(productId) ?? db.products.byReference(productId));
      const now = new Date();
      const cart = await saveCart(db, client, (items) => plan.lines.reduce<typeof items>((lines, line) => addToCart(lines, line.product, line.quantity, now), items));
      res.json({ cart, added: plan.lines.length, unavailable: plan.unavailable, message: reorderMessage(plan) });
    }),
  );

  router.get(
    `${base}/tracking/:trackingNumber`,
    ctx.requireCustomer,
    ctx.handle((req, res) => {
      const wanted = req.params['trackingNumber'];
      const order = mine(req).orders().find((candidate) => candidate.trackingNumber === wanted);
      if (!order?.trackingNumber) throw notFound(DASHBOARD_MESSAGES.trackingNotFound);
      res.json(trackingInfo({ ...order, trackingNumber: order.trackingNumber }));
    }),
  );

  router.get(`${base}/invoices`, ctx.requireCustomer, ctx.validateQuery(PageQuerySchema), (req, res) => {
    const { page, pageSize } = res.locals['query'] as v.InferOutput<typeof PageQuerySchema>;
    res.json(paginate(mine(req).factures().map(accountInvoice), page, pageSize));
  });

  const ownFacture = (req: Parameters<typeof ctx.customerOf>[0]) => {
    const facture = mine(req).factures().find((candidate) => candidate.id === req.params['id']);
    if (!facture) throw notFound(DASHBOARD_MESSAGES.invoiceNotFound);
    return facture;
  };

  router.get(
    `${base}/invoices/:id`,
    ctx.requireCustomer,
    ctx.handle((req, res) => {
      res.json(accountInvoice(ownFacture(req)));
    }),
  );

  router.get(
    `${base}/invoices/:id/download`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const facture = ownFacture(req);
      const pdf = await invoicePdf(facture, ctx.customerOf(req));
      // The id is ours (fac-…, a UUID), but keep the header safe whatever was stored.
      const filename = `facture_${facture.id.replace(/[^\w.-]/g, '_')}.pdf`;
      res
        .status(200)
        .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) })
        .end(pdf);
    }),
  );

  router.get(`${base}/addresses`, ctx.requireCustomer, (req, res) => {
    res.json(mine(req).addresses());
  });

  /** Saves an address; a new default takes the flag from the others, and a first address is the default. */
  const saveAddress = (client: Client, id: string, values: v.InferOutput<typeof addressSchema>) =>
    db.store.update((data) => {
      const others = data.addresses.filter((address) => address.clientId === client.id && address.id !== id);
      const saved: OwnedRecord = { id, clientId: client.id, ...values, isDefault: values.isDefault || others.length === 0 };
      if (saved['isDefault']) for (const other of others) other['isDefault'] = false;
      const index = data.addresses.findIndex((address) => address.id === id);
      if (index === -1) data.addresses.push(saved);
      else data.addresses[index] = saved;
      return ownedView(saved);
    });

  router.post(
    `${base}/addresses`,
    ctx.requireCustomer,
    ctx.validateBody(addressSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      checkRoomFor('addresses', db.owned('addresses', client.id).length);
      const address = await saveAddress(client, `adr-${randomUUID()}`, req.body as v.InferOutput<typeof addressSchema>);
      res.status(201).json(address);
    }),
  );

  router.put(
    `${base}/addresses/:id`,
    ctx.requireCustomer,
    ctx.validateBody(addressSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const existing = ownRecord('addresses', client, req.params['id'], DASHBOARD_MESSAGES.addressNotFound);
      res.json(await saveAddress(client, existing.id, req.body as v.InferOutput<typeof addressSchema>));
    }),
  );

  router.delete(
    `${base}/addresses/:id`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const existing = ownRecord('addresses', ctx.customerOf(req), req.params['id'], DASHBOARD_MESSAGES.addressNotFound);
      // Spec 2 §5: the default address cannot be deleted.
      if (!canDeleteAddress({ isDefault: existing['isDefault'] === true })) throw new HttpError(409, DASHBOARD_MESSAGES.defaultAddress);
      await db.store.update((data) => {
        data.addresses = data.addresses.filter((address) => address !== existing);
      });
      res.status(204).end();
    }),
  );

  router.get(`${base}/favorites`, ctx.requireCustomer, (req, res) => {
    res.json(mine(req).favourites());
  });

  router.post(
    `${base}/favorites`,
    ctx.requireCustomer,
    ctx.validateBody(FavouriteBodySchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const { productId } = req.body as v.InferOutput<typeof FavouriteBodySchema>;
      const product = db.products.byId(productId) ?? db.products.byReference(productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const existing = db.owned('favorites', client.id).find((favourite) => favourite['productId'] === product.id);
      // Adding a product twice keeps the one favourite (its date and order count).
      const orders = mine(req).orders();
      if (existing) return res.status(200).json(favouriteView(existing, product, orders));
      checkRoomFor('favourites', db.owned('favorites', client.id).length);
      const created = await db.store.update((data) => {
        const record: OwnedRecord = { id: `fav-${randomUUID()}`, clientId: client.id, productId: product.id, dateAdded: new Date().toISOString() };
        data.favorites.push(record);
        return record;
      });
      return res.status(201).json(favouriteView(created, product, orders));
    }),
  );

  router.delete(
    `${base}/favorites/:id`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const existing = ownRecord('favorites', ctx.customerOf(req), req.params['id'], DASHBOARD_MESSAGES.favouriteNotFound);
      await db.store.update((data) => {
        data.favorites = data.favorites.filter((favourite) => favourite !== existing);
      });
      res.status(204).end();
    }),
  );

  const loyaltyOf = (client: Client) => loyaltyView(db.owned('loyalty', client.id)[0], client.id, ownedBy(db, client).orders());

  router.get(`${base}/loyalty`, ctx.requireCustomer, (req, res) => {
    res.json(loyaltyOf(ctx.customerOf(req)));
  });

  /** Redeems a reward of the caller's programme: the points are taken off by recording what was redeemed. */
  router.post(
    `${base}/loyalty/rewards/:rewardId/redeem`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const program = loyaltyOf(client);
      const reward = program.availableRewards.find((candidate) => candidate.id === req.params['rewardId']);
      if (!reward) throw notFound(DASHBOARD_MESSAGES.rewardNotFound);
      const refusal = redeemRefusal(reward, program.points);
      if (refusal) throw new HttpError(409, refusal);
      await db.store.update((data) => {
        const stored = data.loyalty.find((record) => record.clientId === client.id);
        // The reward was found on the record, so it exists; redemptions are kept in the order made.
        if (stored) stored['redemptions'] = [...redemptionsOf(stored), { id: `red-${randomUUID()}`, rewardId: reward.id, pointsCost: reward.pointsCost, date: new Date().toISOString() }];
      });
      res.json(loyaltyOf(client));
    }),
  );

  router.get(`${base}/notifications`, ctx.requireCustomer, (req, res) => {
    res.json(mine(req).notifications());
  });

  router.put(
    `${base}/notifications/:id/read`,
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const existing = ownRecord('notifications', ctx.customerOf(req), req.params['id'], DASHBOARD_MESSAGES.notificationNotFound);
      await db.store.update(() => {
        existing['read'] = true;
      });
      res.json(ownedView(existing));
    }),
  );

  router.get(`${base}/notification-settings`, ctx.requireCustomer, (req, res) => {
    res.json(settingsOf(db, ctx.customerOf(req)));
  });

  router.put(
    `${base}/notification-settings`,
    ctx.requireCustomer,
    ctx.validateBody(NotificationSettingsSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const settings = req.body as NotificationSettings;
      await db.store.update((data) => {
        data.notificationSettings = data.notificationSettings.filter((record) => record.clientId !== client.id);
        data.notificationSettings.push({ id: `ns-${client.id}`, clientId: client.id, ...settings });
      });
      res.json(settings);
    }),
  );
};
