import * as v from 'valibot';
import {
  AdminClientActivitySchema,
  AdminClientSchema,
  AdminLoginResponseSchema,
  AdminStatsSchema,
  ClientListSchema,
  PublicClientSchema,
  ImpersonationResponseSchema,
  NomenclatureViewSchema,
  ReferencementRowSchema,
  ReferencementSchema,
  OrderSchema,
  pagedResultSchema,
  type AdminLoginValues,
  type AdminOrderFilter,
  type NomenclatureInput,
  type ReferencementInput,
  type ReferencementTarget,
  type OrderStatusUpdate,
  type PublicClient,
} from '@otech/domain';
import { ApiError, apiRequest } from '../../app/http.ts';

const admin = { session: 'admin' } as const;
const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export function adminLogin(values: AdminLoginValues) {
  return apiRequest('/admin/login', AdminLoginResponseSchema, { method: 'POST', body: values });
}

export function fetchAdminStats(signal?: AbortSignal) {
  return apiRequest('/admin/stats', AdminStatsSchema, { ...admin, signal });
}

export function searchAdminClients(search: string, signal?: AbortSignal) {
  return apiRequest('/admin/clients', v.array(AdminClientSchema), { ...admin, signal, query: { search } });
}

export function fetchAdminOrders(filter: AdminOrderFilter, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/orders', pagedResultSchema(OrderSchema), { ...admin, signal, query: { ...filter, page } });
}

/** The answer, or null when the API says there is no such record (404). */
async function unlessNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One order, or null when no order has this id. */
export function fetchAdminOrder(id: string, signal?: AbortSignal) {
  return unlessNotFound(apiRequest(orderPath(id), OrderSchema, { ...admin, signal }));
}

export function updateAdminOrder(id: string, update: OrderStatusUpdate) {
  return apiRequest(orderPath(id), OrderSchema, { ...admin, method: 'PATCH', body: update });
}

/** A customer session on the client's account, opened by the signed-in administrator. */
export function impersonateClient(clientId: string) {
  return apiRequest(`/admin/impersonate/${encodeURIComponent(clientId)}`, ImpersonationResponseSchema, { ...admin, method: 'POST' });
}

/** Client accounts for /admin/clients; `actif` filters active (true) or inactive (false) ones. */
export function fetchClientAccounts(search: string, actif: boolean | undefined, page: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest('/clients', ClientListSchema, { ...admin, signal, query: { search, actif, page, pageSize } });
}

/** Saves a client account whole, as PUT /clients/{id} takes it (the server keeps id and dates). */
export function saveClientAccount(client: PublicClient) {
  return apiRequest(`/clients/${client.id}`, PublicClientSchema, { ...admin, method: 'PUT', body: client });
}

/** The registrations awaiting validation (/admin/ouvertures), the one waiting longest first. */
export async function fetchPendingOpenings(signal?: AbortSignal) {
  return (await apiRequest('/admin/ouvertures', ClientListSchema, { ...admin, signal })).clients;
}

/** Validates ('validation') or refuses ('refus') a registration. */
export function decideOpening(clientId: number, decision: 'validation' | 'refus') {
  return apiRequest(`/admin/ouvertures/${clientId}/${decision}`, PublicClientSchema, { ...admin, method: 'POST' });
}

/** A client's account with its orders and invoices, or null when no client has this id. */
export function fetchClientActivity(clientId: string, signal?: AbortSignal) {
  return unlessNotFound(apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/activity`, AdminClientActivitySchema, { ...admin, signal }));
}

/** Deletes a client account: the server anonymises it and keeps its orders and invoices. */
export function deleteClientAccount(clientId: number) {
  return apiRequest(`/clients/${clientId}`, v.null(), { ...admin, method: 'DELETE' });
}

/** Every bill of materials with its cost roll-up (/admin/nomenclatures). */
export function fetchNomenclatures(signal?: AbortSignal) {
  return apiRequest('/admin/nomenclatures', v.array(NomenclatureViewSchema), { ...admin, signal });
}

export function saveNomenclature(id: string, input: NomenclatureInput) {
  return apiRequest(`/admin/nomenclatures/${encodeURIComponent(id)}`, NomenclatureViewSchema, { ...admin, method: 'PUT', body: input });
}

/** The SEO entries of one kind of page (/admin/referencement), searched and paged by the API. */
export function fetchReferencement(cible: ReferencementTarget, search: string, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/referencement', pagedResultSchema(ReferencementRowSchema), { ...admin, signal, query: { cible, search, page } });
}

export function saveReferencement(cible: ReferencementTarget, cle: string, input: ReferencementInput) {
  return apiRequest(`/admin/referencement/${cible}/${encodeURIComponent(cle)}`, ReferencementSchema, { ...admin, method: 'PUT', body: input });
}
