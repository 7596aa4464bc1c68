import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface InlineStyles {
  /** For the head: each sheet's `<style>`, after a disabled `<link>` to its file. */
  html: string;
  /** The `sha256-…` of each `<style>`'s text, for the page's Content-Security-Policy. */
  hashes: string[];
}

/**
 * A server-rendered page's style sheets written into its head, so that its first paint waits for
 * no style sheet request (on a slow mobile network each one is a round trip before anything shows).
 * A disabled `<link>` to each file goes with it: a disabled sheet is never fetched nor applied, but
 * Vite's preload helper, which loads a chunk's CSS unless a `<link>` to it is in the page, then
 * does not load the same rules again (later in the cascade) when the page's chunk is imported.
 * The files of a build never change: each is read and hashed once.
 */
export function inlineStyles(distDir: string): (files: readonly string[]) => Promise<InlineStyles> {
  const sheets = new Map<string, Promise<{ html: string; hash: string }>>();
  const sheet = (file: string) => {
    let read = sheets.get(file);
    if (!read) {
      read = readFile(path.join(distDir, file), 'utf8').then((css) => ({
        html: `<link rel="stylesheet" href="/${file}" disabled><style>${css}</style>`,
        hash: `sha256-${createHash('sha256').update(css).digest('base64')}`,
      }));
      sheets.set(file, read);
    }
    return read;
  };
  return async (files) => {
    const read = await Promise.all(files.map(sheet));
    return { html: read.map(({ html }) => html).join('\n    '), hashes: read.map(({ hash }) => hash) };
  };
}
