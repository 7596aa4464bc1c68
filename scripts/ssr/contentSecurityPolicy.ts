// The Content-Security-Policy of the shop's pages (scripts/serve-shop.ts sets it, scripts/ssr/renderShop.ts
// extends it with a server-rendered page's inline style sheets).
/**
 * The shop's pages load only their own files: the build has no inline script (vanilla-extract
 * writes CSS files; React sets style through the DOM, which CSP allows), pictures come from
 * /api/images (data: and blob: for previews), and every call goes to the same origin.
 * No page may be framed by another site. The one inline style is the fixed `<style
 * id="react-aria-pressable-style">` react-aria adds (touch-action of pressable elements), allowed
 * by its hash: a react-aria upgrade that changes it shows as a violation in securityHeaders.e2e.ts.
 * Server-rendered pages add react-aria's visually hidden elements (the native select behind each
 * Select, the live announcer), whose style is an attribute in the HTML: the two fixed values are
 * allowed by their hashes ('unsafe-hashes' lets a hash match a style attribute, nothing else).
 * A server-rendered page carries its style sheets inline (scripts/ssr/inlineStyles.ts): their
 * hashes, `inlineStyleHashes`, are added for that page's answer alone.
 */
export function shopContentSecurityPolicy(inlineStyleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    [
      "style-src 'self' 'unsafe-hashes'",
      "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
      "'sha256-nlaag70CeJ4ApAK6zDhDoc67sPQgJmu/ZcrF3ZRA718='",
      "'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA='",
      ...inlineStyleHashes.map((hash) => `'${hash}'`),
    ].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
