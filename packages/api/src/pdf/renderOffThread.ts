import { pathToFileURL } from 'node:url';
import { JobThread } from '../threads/jobThread.ts';
import { apiSourceFile } from './apiFiles.ts';
import type { PdfJob } from './invoicePdf.ts';

/** Longest a render may take before the worker is replaced and the request fails. */
const PDF_RENDER_TIMEOUT_MS = 20_000;

const renderer = new JobThread<PdfJob, Uint8Array>(pathToFileURL(apiSourceFile('pdf/pdfWorker.ts')), 'invoice PDF', PDF_RENDER_TIMEOUT_MS);

/**
 * Renders the laid-out document (and its Factur-X XML) on the PDF thread: pdfkit's layout time grows with the text it
 * wraps (about a second for an invoice whose every field is at its maximum length), and on the
 * request thread that second would stall every other request of the API.
 */
export async function renderOffThread(job: PdfJob): Promise<Buffer> {
  const bytes = await renderer.run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the PDF thread, if one runs (the API's close). */
export function stopPdfRenderer(): Promise<void> {
  return renderer.stop();
}
