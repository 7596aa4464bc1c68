import { randomUUID } from 'node:crypto';
import { accountOrder, contactFullName, clientToUserProfile, CREDIT_HOLD_MESSAGE, DEFAULT_BANKING, nextNumber, placedOrderStatus } from '@otech/domain';
import type { AcceptQuoteInput, Client, OrderItem, PostalAddress } from '@otech/domain';
import type { OrderBasis } from '../db/orderPlacement.ts';
import type { Database, OwnedRecord } from '../db/database.ts';
import { defaultAddressOf } from '../db/addresses.ts';
import { recordOf } from '../db/owned.ts';
import { orderConfirmedMail } from '../mail/orderConfirmedMail.ts';
import type { OutgoingMail } from '../mail/outgoingMail.ts';
import { readOrder } from './storedRecords.ts';

/* The order a customer places (issue 22), from a quote or from the cart, as the dashboards' orders are stored (data/README.md). */

function companyAddress(client: Client): PostalAddress {
  return {
    company: client.societe,
    street: [client.adresse_debut, client.adresse_milieu, client.adresse_fin].filter(Boolean).join(', '),
    postalCode: client.code_postal ?? '',
    city: client.ville ?? '',
    country: client.pays,
  };
}

/** Where the order goes: the saved delivery address chosen (the default one unless another is named), else the company's. */
function shippingAddress(client: Client, saved: OwnedRecord | undefined): PostalAddress {
  if (!saved) return companyAddress(client);
  const text = (field: string) => (typeof saved[field] === 'string' ? (saved[field] as string) : '');
  return { company: text('company') || client.societe, street: text('street'), postalCode: text('postalCode'), city: text('city'), country: text('country') };
}

/**
 * The delivery address an order names from the client's address book, their default one when it
 * names none, else the company's; undefined when the id named is not one of theirs.
 */
export async function chosenDelivery(db: Database, client: Client, deliveryAddressId: string | undefined): Promise<PostalAddress | undefined> {
  const saved = deliveryAddressId === undefined ? await defaultAddressOf(db, client.id) : await recordOf(db, 'addresses', client.id, deliveryAddressId);
  if (!saved && deliveryAddressId !== undefined) return undefined;
  return shippingAddress(client, saved);
}

/** Who is billed: the billing address of the banking form when it differs, else the company's. */
function billingAddress(client: Client): PostalAddress {
  const billing = client.bankingInfo?.sameBillingAddress === false ? client.bankingInfo.billingAddress : undefined;
  return billing ? { ...billing, company: client.societe } : companyAddress(client);
}

/** What the customer says when placing an order, and where it goes. */
export interface OrderRequest {
  input: AcceptQuoteInput;
  delivery: PostalAddress;
  items: OrderItem[];
  /** HT, as orders store their amount. */
  totalAmount: number;
  quoteId?: string;
}

/**
 * The order placed: numbered after the basis's numbers, confirmed, or held ("En attente de
 * validation") when it would take the client's credit in use above their limit.
 */
export function placedOrder(client: Client, basis: OrderBasis, request: OrderRequest, now: Date): OwnedRecord {
  const decided = placedOrderStatus({ items: request.items }, { ...basis.account, creditLimit: client.bankingInfo?.creditLimit });
  const { input } = request;
  return {
    id: `ord-${randomUUID()}`,
    orderNumber: nextNumber('CMD', now.getFullYear(), basis.orderNumbers),
    clientId: client.id,
    userId: String(client.id),
    userEmail: client.email,
    userName: contactFullName(clientToUserProfile(client)),
    items: request.items,
    totalAmount: request.totalAmount,
    totalQuantity: request.items.reduce((sum, item) => sum + item.quantity, 0),
    status: decided.status,
    ...(decided.status === 'pending' ? { creditHold: true } : {}),
    paymentStatus: 'pending',
    shippingStatus: 'not_shipped',
    shippingAddress: request.delivery,
    billingAddress: billingAddress(client),
    orderDate: now.toISOString(),
    paymentTerms: client.bankingInfo?.paymentTerms ?? DEFAULT_BANKING.paymentTerms,
    ...(request.quoteId ? { quoteId: request.quoteId } : {}),
    ...(input.purchaseOrderReference ? { purchaseOrderReference: input.purchaseOrderReference } : {}),
    ...(input.requestedDeliveryDate ? { requestedDeliveryDate: input.requestedDeliveryDate } : {}),
    ...(input.comment ? { comment: input.comment } : {}),
  };
}

/** "Commande CMD-… confirmée" for a confirmed order; a held one is confirmed by mail when staff validate it. */
export function confirmationOf(order: OwnedRecord, to: string): OutgoingMail | undefined {
  if (order['status'] !== 'confirmed') return undefined;
  const text = (field: string) => (typeof order[field] === 'string' ? (order[field] as string) : undefined);
  return orderConfirmedMail(
    {
      id: order.id,
      orderNumber: String(order['orderNumber']),
      items: order['items'] as OrderItem[],
      totalAmount: Number(order['totalAmount']),
      purchaseOrderReference: text('purchaseOrderReference'),
      requestedDeliveryDate: text('requestedDeliveryDate'),
    },
    to,
  );
}

/** What placing an order answers: its number, status, and what the customer must be told (the credit hold, back-orders). */
export function placedOrderAnswer(order: OwnedRecord) {
  const read = readOrder(order, undefined);
  const account = accountOrder(read);
  return {
    id: read.id,
    orderNumber: read.orderNumber,
    status: read.status,
    statusLabel: account.statusLabel,
    ...(read.creditHold ? { message: CREDIT_HOLD_MESSAGE } : {}),
    backOrders: read.backOrders,
  };
}
