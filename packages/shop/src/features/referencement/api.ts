import { ReferencementRowSchema, type ReferencementTarget } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/** A public page's SEO entry (/admin/referencement's, or the one derived from the page). */
export function fetchReferencement(cible: ReferencementTarget, cle: string, signal?: AbortSignal) {
  return apiRequest(`/referencement/${cible}/${encodeURIComponent(cle)}`, ReferencementRowSchema, { signal });
}
