import * as v from 'valibot';
import { amount, count, email, expected, flag, isoDate, optionalText, requiredText, text } from './fields.ts';
import { OrderSchema } from './order.ts';
import { PostalAddressSchema } from './postalAddress.ts';

/** A client as the administration lists it (spec 3 §3 "Client (administration view)"). */
export const AdminClientSchema = v.object({
  /** The client record's id, as text. */
  id: requiredText,
  firstName: text,
  lastName: text,
  email,
  phone: optionalText,
  companyName: text,
  siret: optionalText,
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
