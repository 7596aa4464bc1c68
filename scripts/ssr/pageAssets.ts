/** One entry of Vite's build manifest (dist/shop/.vite/manifest.json), as far as the renderer reads it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest's key of the browser entry (packages/shop/index.html). */
const ENTRY = 'index.html';
/** What the entry starts on a page the server drew (packages/shop/src/main.tsx): the islands runtime. */
const ISLANDS_START = 'src/app/islands/startIslands.tsx';

/** The chunks `keys` load, with what they import, in order. */
function chunksOf(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.includes(chunk)) return;
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

const notLinkedIn = (html: string) => (file: string) => !html.includes(`"/${file}"`);

/**
 * A server-rendered page's style sheets beyond index.html's own links, for the head: the page is
 * styled before any script runs (and without scripts). They are the app's (which the entry imports)
 * and the page's route modules', whose islands they import.
 */
export function pageStyles(manifest: Manifest, modules: readonly string[], alreadyLinked: string): string[] {
  const styles = chunksOf(manifest, [...(manifest[ENTRY]?.dynamicImports ?? []), ...modules]).flatMap((chunk) => chunk.css ?? []);
  return [...new Set(styles)].filter(notLinkedIn(alreadyLinked));
}

/**
 * `<link rel="modulepreload">`s of the chunks a page runs, for the browser entry to start once the
 * page is painted (packages/shop/src/app/afterServerPaint.ts): in the head they would compete with
 * the style sheets and the main picture, and hold the first frame back: the islands runtime and the
 * page's island files, not the app.
 */
export function pageScripts(manifest: Manifest, islandModules: readonly string[], alreadyLinked: string): string {
  return chunksOf(manifest, [ISLANDS_START, ...islandModules])
    .map((chunk) => chunk.file)
    .filter(notLinkedIn(alreadyLinked))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
