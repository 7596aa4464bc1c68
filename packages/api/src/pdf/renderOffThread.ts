import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../threads/typeScriptWorker.ts';
import type { InvoiceDocument } from './invoicePdf.ts';

/** Longest a render may take before the worker is replaced and the request fails. */
export const PDF_RENDER_TIMEOUT_MS = 20_000;

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 0;
const jobs = new Map<number, Job>();

function failAll(error: Error): void {
  for (const job of jobs.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  jobs.clear();
}

/** One long-lived worker thread, started on the first PDF: its modules load once, not per request. It never keeps the process alive. */
function renderer(): Worker {
  if (worker) return worker;
  const started = startTypeScriptWorker(new URL('./pdfWorker.ts', import.meta.url));
  started.on('message', (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = jobs.get(answer.id);
    if (!job) return;
    jobs.delete(answer.id);
    clearTimeout(job.timer);
    if (answer.bytes) job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    else job.reject(new Error(`invoice PDF: ${answer.error ?? 'render failed'}`));
  });
  started.on('error', (error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  });
  started.on('exit', () => {
    if (worker === started) worker = undefined;
    failAll(new Error('invoice PDF: the renderer stopped'));
  });
  worker = started;
  return started;
}

/**
 * Renders the laid-out invoice on the PDF thread: pdfkit's layout time grows with the text it
 * wraps (about a second for an invoice whose every field is at its maximum length), and on the
 * request thread that second would stall every other request of the API.
 */
export function renderOffThread(document: InvoiceDocument): Promise<Buffer> {
  const id = (nextId += 1);
  const thread = renderer();
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      jobs.delete(id);
      reject(new Error('invoice PDF: render timed out'));
      // A stuck render would hold every later one: start afresh.
      if (worker === thread) worker = undefined;
      void thread.terminate();
    }, PDF_RENDER_TIMEOUT_MS);
    timer.unref();
    jobs.set(id, { resolve, reject, timer });
    thread.postMessage({ id, document });
  });
}

/** Stops the PDF thread, if one runs (the API's close). */
export async function stopPdfRenderer(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}
