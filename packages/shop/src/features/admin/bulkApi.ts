import { BulkResultSchema } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';

/* The staff lists' bulk actions (issue 23): POST /api/admin/bulk/… with the checked ids. */

const admin = { session: 'admin', method: 'POST' } as const;

/** Runs a bulk action; the answer says what became of each record. */
export function runBulkAction(path: string, body: { ids: readonly string[] } & Record<string, unknown>) {
  return apiRequest(`/admin/bulk/${path}`, BulkResultSchema, { ...admin, body });
}

/** The ZIP of a bulk download (delivery notes, invoice PDFs). */
export function downloadBulkZip(path: string, ids: readonly string[]): Promise<Blob> {
  return apiFile(`/admin/bulk/${path}`, { ...admin, body: { ids } });
}
