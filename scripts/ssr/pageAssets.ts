/** One entry of Vite's build manifest (dist/shop/.vite/manifest.json), as far as the renderer reads it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest's key of the browser entry (packages/shop/index.html). */
const ENTRY = 'index.html';

export interface PageAssets {
  /** Its style sheets (files of the build), for the head: the page is styled before any script runs (and without scripts). */
  styles: string[];
  /**
   * `<link rel="modulepreload">`s of the page's chunks, for the browser entry to start once the page
   * is painted (packages/shop/src/app/afterServerPaint.ts): in the head they would compete with the
   * style sheets and the main picture, and hold the first frame back.
   */
  scripts: string;
}

/**
 * What a server-rendered page needs beyond index.html's own links: the style sheets and chunks of
 * the app the entry imports (its dynamic imports) and of the page's route modules.
 */
export function pageAssets(manifest: Manifest, modules: readonly string[], alreadyLinked: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of [...(manifest[ENTRY]?.dynamicImports ?? []), ...modules]) visit(module);
  const notLinked = (file: string) => !alreadyLinked.includes(`"/${file}"`);
  return {
    styles: [...styles].filter(notLinked),
    scripts: [...scripts].filter(notLinked).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
  };
}
