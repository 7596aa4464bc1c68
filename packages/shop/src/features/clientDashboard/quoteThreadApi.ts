import { QuoteAnsweredSchema, QuoteMessageWrittenSchema, QuoteThreadSchema, type QuoteAnswer } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

/* The customer's side of a quote's thread (issue 22). */

const base = (id: string) => `/account/quotes/${encodeURIComponent(id)}`;

export function fetchQuoteThread(id: string, signal?: AbortSignal) {
  return apiRequest(`${base(id)}/thread`, QuoteThreadSchema, { signal });
}

export function writeQuoteMessage(id: string, text: string) {
  return apiRequest(`${base(id)}/messages`, QuoteMessageWrittenSchema, { method: 'POST', body: { text } });
}

export function answerQuote(id: string, answer: QuoteAnswer, text: string) {
  return answer === 'change'
    ? apiRequest(`${base(id)}/request-change`, QuoteAnsweredSchema, { method: 'POST', body: { text } })
    : apiRequest(`${base(id)}/refuse`, QuoteAnsweredSchema, { method: 'POST', body: { reason: text } });
}

export async function downloadQuoteVersion(id: string, version: number) {
  saveFile(await apiFile(`${base(id)}/versions/${version}/pdf`), `devis_${id.slice(0, 8)}_v${version}.pdf`);
}
