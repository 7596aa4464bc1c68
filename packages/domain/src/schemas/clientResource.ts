import * as v from 'valibot';
import { ROLES } from '../rules/role.ts';
import { PublicClientSchema } from './client.ts';
import { count, expected } from './fields.ts';

/** Answer of GET /clients (spec 1 §7, spec 3 §7): `{ clients }`, with the total of the search. */
export const ClientListSchema = v.object({
  clients: v.array(PublicClientSchema, expected('a list')),
  total: count,
});
export type ClientList = v.InferOutput<typeof ClientListSchema>;

/** Answer of GET /clients/admin/stats; spec 3 §7 leaves its fields to the rebuild. */
export const ClientStatsSchema = v.object({
  total: count,
  actifs: count,
  inactifs: count,
  bloques: count,
  /** Registrations awaiting validation (decision 221): each client counts in one state only. */
  en_attente: count,
  /** Clients per role derived from famille (spec 1 §6). */
  parFamille: v.record(v.picklist(ROLES), count),
});
export type ClientStats = v.InferOutput<typeof ClientStatsSchema>;
