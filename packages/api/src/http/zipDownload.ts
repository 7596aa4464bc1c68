import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import yazl from 'yazl';

/** One file of a ZIP download. */
interface ZipEntry {
  name: string;
  content: Buffer;
}

/**
 * Answers a ZIP written as its files come (yazl streams each entry once added), so a bulk download
 * never waits for every PDF before its first bytes. PDFs are compressed already: stored, not deflated
 * again. An error after the first bytes cannot become a status any more: the connection is cut and
 * the browser's download fails. A browser that drops the connection stops the drawing.
 */
export async function sendZip(res: Response, fileName: string, entries: AsyncIterable<ZipEntry>): Promise<void> {
  const zip = new yazl.ZipFile();
  res.status(200).type('application/zip').attachment(fileName);
  const sent = pipeline(zip.outputStream, res);
  // A dropped connection rejects `sent` while PDFs are still being drawn: handled at once (a
  // rejection left unhandled ends the Node process), awaited below.
  sent.catch(() => undefined);
  try {
    for await (const entry of entries) {
      if (res.destroyed) break; // the browser has gone: drawing the other PDFs is wasted work
      zip.addBuffer(entry.content, entry.name, { compress: false, mtime: new Date() });
    }
    zip.end();
    await sent;
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
