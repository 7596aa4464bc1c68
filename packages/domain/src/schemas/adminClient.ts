import * as v from 'valibot';
import { amount, count, expected, flag, isoDate, requiredText } from './fields.ts';
import { OrderSchema } from './order.ts';
import { personFields } from './person.ts';
import { PostalAddressSchema } from './postalAddress.ts';

/** A client as the administration lists it (spec 3 §3 "Client (administration view)"). */
export const AdminClientSchema = v.object({
  /** The client record's id, as text. */
  id: requiredText,
  ...personFields,
  address: PostalAddressSchema,
  registrationDate: v.optional(isoDate),
  lastLogin: v.optional(isoDate),
  /** Only an active client can be opened by an administrator (spec 3 §4). */
  isActive: flag,
  totalOrders: count,
  totalSpent: amount,
  orderHistory: v.array(OrderSchema, expected('a list')),
});
export type AdminClient = v.InferOutput<typeof AdminClientSchema>;
