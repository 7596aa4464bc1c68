// The invoice PDF renderer's thread (see renderOffThread.ts): renders one laid-out invoice per message.
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './invoicePdf.ts';
import type { InvoiceDocument } from './invoicePdf.ts';

const port = parentPort;
if (!port) throw new Error('pdfWorker.ts runs as a worker thread only');

port.on('message', (job: { id: number; document: InvoiceDocument }) => {
  renderInvoicePdf(job.document).then(
    (pdf) => {
      // A copy of its own, so the transfer never hands over Buffer's shared pool.
      const bytes = new Uint8Array(pdf);
      port.postMessage({ id: job.id, bytes }, [bytes.buffer]);
    },
    (error: unknown) => port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
