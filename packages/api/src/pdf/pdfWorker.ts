// The invoice PDF renderer's thread (see renderOffThread.ts): renders one laid-out invoice per job.
import { serveJobs } from '../threads/jobThread.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import type { InvoiceDocument } from './invoicePdf.ts';

serveJobs(async (document: InvoiceDocument) => {
  // A copy of its own, so the transfer never hands over Buffer's shared pool.
  const bytes = new Uint8Array(await renderInvoicePdf(document));
  return { output: bytes, transfer: [bytes.buffer] };
});
