import { QuickOrderAddedSchema, QuickOrderCheckSchema } from '@otech/domain';
import type { QuickOrderRow } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* "Commande rapide" (issue 22): the pasted lines or the file checked, then the valid rows added to the cart. */

export function checkPastedLines(text: string) {
  return apiRequest('/quick-order/check', QuickOrderCheckSchema, { method: 'POST', body: { text } });
}

/** A CSV or XLSX file, sent as its bytes: the server reads its format and encoding. */
export function checkFile(file: Blob) {
  return apiRequest('/quick-order/check-file', QuickOrderCheckSchema, { method: 'POST', body: file });
}

export function addRows(rows: readonly QuickOrderRow[]) {
  return apiRequest('/quick-order/add', QuickOrderAddedSchema, { method: 'POST', body: { rows } });
}
