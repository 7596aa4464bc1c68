import { InvitationAcceptedSchema, InvitationViewSchema } from '@otech/domain';
import type { InvitationPasswordInput } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

const path = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** What the invitation link opens: the form, or why not (expired, used, unknown). */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(path(token), InvitationViewSchema, { signal });
}

/** The invited client's password, stored by the server; the link is used once. */
export function choosePassword(token: string, values: InvitationPasswordInput) {
  return apiRequest(path(token), InvitationAcceptedSchema, { method: 'POST', body: values });
}
