/** One entry of Vite's build manifest (dist/shop/.vite/manifest.json), as far as the renderer reads it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link>`s a server-rendered page needs beyond index.html's own: its route modules' style
 * sheets, so the page is styled before any script runs (and without scripts), and their chunks
 * preloaded, so hydration does not wait for a second round trip.
 */
export function pageAssetLinks(manifest: Manifest, modules: readonly string[], alreadyLinked: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const links = [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.filter((link) => !alreadyLinked.includes(link.match(/href="([^"]+)"/)?.[1] ?? '')).join('\n    ');
}
