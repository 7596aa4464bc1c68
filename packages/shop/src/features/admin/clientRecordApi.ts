import * as v from 'valibot';
import { PublicClientSchema } from '@otech/domain';
import type { StaffClient } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* A client's record written from the administration (issue 23). */

const admin = { session: 'admin' } as const;

/** "Nouveau client" (issue 23): the created record, or a 409 naming the e-mail, pseudo or SIRET already taken. */
export function createStaffClient(record: StaffClient) {
  return apiRequest('/admin/clients', PublicClientSchema, { ...admin, method: 'POST', body: record });
}

/** The client's record as staff write it (issue 23). */
export function saveStaffClient(clientId: string, record: StaffClient) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}`, PublicClientSchema, { ...admin, method: 'PUT', body: record });
}

/** Deactivates (its sessions end) or reactivates a client. */
export function setStaffClientActive(clientId: string, active: boolean) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/activation`, PublicClientSchema, { ...admin, method: 'POST', body: { active } });
}

/** The active Commercial staff, the "Représentant" choices. */
export function fetchRepresentatives(signal?: AbortSignal) {
  return apiRequest('/admin/representatives', v.array(v.object({ id: v.string(), name: v.string() })), { ...admin, signal });
}
