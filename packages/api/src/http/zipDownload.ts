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
 * the browser's download fails.
 */
export async function sendZip(res: Response, fileName: string, entries: AsyncIterable<ZipEntry>): Promise<void> {
  const zip = new yazl.ZipFile();
  res.status(200).type('application/zip').attachment(fileName);
  const sent = pipeline(zip.outputStream, res);
  try {
    for await (const entry of entries) zip.addBuffer(entry.content, entry.name, { compress: false, mtime: new Date() });
    zip.end();
    await sent;
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
