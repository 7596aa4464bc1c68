import {
  AcceptQuoteInputSchema,
  creditInUse,
  creditInUseCents,
  CreditInUseSchema,
  DEFAULT_BANKING,
  ORDERING_MESSAGES,
  OrderFormFactsSchema,
  OrderingSettingsSchema,
  PlacedOrderSchema,
  orderItemsFromPricedCart,
  paymentTermsText,
  pricedCart,
  fromCents,
} from '@otech/domain';
import type { Client, CreditInUse, PriceableProduct } from '@otech/domain';
import { actorOf, appendAudit } from '../db/auditTrail.ts';
import { clientById } from '../db/clients.ts';
import type { Database } from '../db/database.ts';
import { enqueueMail } from '../db/mailOutbox.ts';
import { placeCartOrder } from '../db/orderPlacement.ts';
import { creditAccountOf } from '../db/orderStock.ts';
import { updateOrder } from '../db/orders.ts';
import { termsOfClient } from '../db/priceTerms.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { DASHBOARD_MESSAGES } from '../http/messages.ts';
import { refuseStock, unknownDeliveryAddress } from '../http/orderRefusals.ts';
import { route } from '../http/route.ts';
import type { BodyInput, NoInput } from '../http/route.ts';
import { chosenDelivery, confirmationOf, placedOrder, placedOrderAnswer } from '../records/placedOrders.ts';
import { readOrder } from '../records/storedRecords.ts';

/*
 * Ordering on account (issue 22) and credit in use (issue 21): the order form's facts, "Commander"
 * from the cart where online ordering is open, and staff validating an order held on credit.
 */

async function creditOf(db: Database, client: Client): Promise<CreditInUse> {
  const account = await creditAccountOf(db, client.id);
  return creditInUse(creditInUseCents(account.invoices, account.orders), client.bankingInfo?.creditLimit);
}

/** Whether the cart's "Commander" orders (open) or asks for a quote (closed): public, the cart panels read it before sign-in. */
function orderingSettings({ ctx }: NoInput) {
  return { onlineOrdering: ctx.onlineOrdering };
}

/** What the order form confirms beside the totals: the payment terms the shop granted and the credit in use. */
async function orderForm({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const days = client.bankingInfo?.paymentTerms ?? DEFAULT_BANKING.paymentTerms;
  return { onlineOrdering: ctx.onlineOrdering, paymentTerms: days, paymentTermsText: paymentTermsText(days), credit: await creditOf(ctx.db, client) };
}

/** "Commander" from the cart: an order at the customer's prices of today, without a quote. */
async function orderFromCart({ req, ctx, body }: BodyInput<typeof AcceptQuoteInputSchema>) {
  if (!ctx.onlineOrdering) throw new HttpError(409, ORDERING_MESSAGES.orderingClosed);
  const client = ctx.customerOf(req);
  const delivery = await chosenDelivery(ctx.db, client, body.deliveryAddressId);
  if (!delivery) throw unknownDeliveryAddress();
  const { terms } = await termsOfClient(ctx.db, client);
  const today = (id: string): PriceableProduct | undefined => ctx.db.products.byId(id);
  const now = new Date();
  const order = await placeCartOrder(ctx.db, client.id, (basis, cart) => {
    const priced = pricedCart(cart.items, today, terms);
    if (priced.lines.length === 0) throw new HttpError(409, ORDERING_MESSAGES.emptyCart);
    return placedOrder(client, basis, { input: body, delivery, items: orderItemsFromPricedCart(priced.lines), totalAmount: fromCents(priced.totals.totalHTCents) }, now);
  }, (placed) => confirmationOf(placed, client.email), now).catch(refuseStock);
  await ctx.db.afterCommit(() => ctx.mail.wake());
  return placedOrderAnswer(order);
}

async function clientCredit({ req, ctx }: NoInput) {
  const client = await clientById(ctx.db, Number(req.params['id']));
  if (!client) throw notFound('Client introuvable');
  return creditOf(ctx.db, client);
}

/** Staff validate an order held on credit: it is confirmed, takes its stock, and the customer gets the confirmation. */
async function validateHeldOrder({ req, ctx }: NoInput) {
  const staff = ctx.adminOf(req);
  const id = req.params['id'] ?? '';
  const now = new Date();
  const updated = await updateOrder(
    ctx.db,
    id,
    (stored) => {
      const order = readOrder(stored, undefined);
      if (order.status !== 'pending' || order.creditHold !== true) throw new HttpError(409, ORDERING_MESSAGES.notHeld);
      const { creditHold: _held, ...rest } = stored;
      return { ...rest, status: 'confirmed', validatedAt: now.toISOString(), validatedBy: staff.name };
    },
    async (t, before, after) => {
      const owner = await clientById(t, after.clientId);
      const mail = owner ? confirmationOf(after, owner.email) : undefined;
      if (mail) await enqueueMail(t, mail, now);
      await appendAudit(t, actorOf(staff), { kind: 'order', recordId: id, action: 'validation encours', before: { status: before['status'] }, after: { status: after['status'] } });
    },
  ).catch(refuseStock);
  if (!updated) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  ctx.mail.wake();
  return placedOrderAnswer(updated);
}

export const orderingRoutes = [
  route({ method: 'get', path: '/ordering', auth: 'public', summary: 'Whether online ordering is open (OTECH_ONLINE_ORDERING): "Commander" orders, else the cart asks for a quote', answer: OrderingSettingsSchema, handle: orderingSettings }),
  route({ method: 'get', path: '/account/order-form', auth: 'customer', summary: "The order form's payment terms and the customer's credit in use", answer: OrderFormFactsSchema, handle: orderForm }),
  route({ method: 'post', path: '/account/orders', auth: 'customer', impersonated: { action: 'commande passée' }, summary: "Places an order from the cart at the customer's prices of today, where online ordering is open", body: AcceptQuoteInputSchema, status: 201, answer: PlacedOrderSchema, handle: orderFromCart }),
  route({ method: 'get', path: '/admin/clients/:id/credit', auth: 'admin', permission: 'clients.view', summary: "A client's credit in use against their limit", answer: CreditInUseSchema, handle: clientCredit }),
  route({ method: 'post', path: '/admin/orders/:id/validate', auth: 'admin', permission: 'orders.edit', summary: 'Validates an order held on credit: confirmed, its stock taken, the customer told by e-mail', answer: PlacedOrderSchema, handle: validateHeldOrder }),
];
