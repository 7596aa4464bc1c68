import * as v from 'valibot';
import type { ContactValues } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/** Stores the contact request on the server, where staff can answer it (the spec only logged it). */
export function sendContactRequest(values: ContactValues) {
  return apiRequest('/contact-requests', v.object({ id: v.string(), createdAt: v.string() }), {
    method: 'POST',
    body: values,
  });
}
