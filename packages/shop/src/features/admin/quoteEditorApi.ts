import * as v from 'valibot';
import { QuoteEditorSchema, QuoteMessageSchema, QuoteProductChoicesSchema, QuoteRequestSchema, type QuoteOfferInput } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

/* The staff quote editor's calls (issue 22): open a request, find products, send, write, download a version. */

const admin = { session: 'admin' } as const;
const base = (id: string) => `/admin/quote-requests/${encodeURIComponent(id)}`;

export function fetchQuoteEditor(id: string, signal?: AbortSignal) {
  return apiRequest(base(id), QuoteEditorSchema, { ...admin, signal });
}

export function searchQuoteProducts(id: string, search: string) {
  return apiRequest(`${base(id)}/products`, QuoteProductChoicesSchema, { ...admin, query: { search } });
}

export function sendQuote(id: string, offer: QuoteOfferInput) {
  return apiRequest(`${base(id)}/send`, v.object({ quote: QuoteRequestSchema }), { ...admin, method: 'POST', body: offer });
}

export function writeStaffQuoteMessage(id: string, text: string) {
  return apiRequest(`${base(id)}/messages`, QuoteMessageSchema, { ...admin, method: 'POST', body: { text } });
}

export async function downloadStaffQuoteVersion(id: string, version: number) {
  saveFile(await apiFile(`${base(id)}/versions/${version}/pdf`, admin), `devis_${id.slice(0, 8)}_v${version}.pdf`);
}
