import * as v from 'valibot';
import { PublicClientSchema } from './client.ts';
import { FactureSchema } from './facture.ts';
import { expected } from './fields.ts';
import { OrderSchema } from './order.ts';

/** GET /admin/clients/{id}/activity: one client's account with its orders and invoices, newest first. */
export const AdminClientActivitySchema = v.object({
  client: PublicClientSchema,
  orders: v.array(OrderSchema, expected('a list')),
  factures: v.array(FactureSchema, expected('a list')),
  /** Whether the client has chosen a password: an imported one has not, until invited (issue 20). */
  hasPassword: v.optional(v.boolean(), true),
});
export type AdminClientActivity = v.InferOutput<typeof AdminClientActivitySchema>;
