// The PDF renderer's thread (see renderOffThread.ts): renders one laid-out document per job.
import { serveJobs } from '../threads/jobThread.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import type { PdfJob } from './invoicePdf.ts';

serveJobs(async (job: PdfJob) => {
  // A copy of its own, so the transfer never hands over Buffer's shared pool.
  const bytes = new Uint8Array(await renderInvoicePdf(job));
  return { output: bytes, transfer: [bytes.buffer] };
});
