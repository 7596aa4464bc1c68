/**
 * What every page drawn as islands runs after its entry, once painted: the islands runtime's own modules, the header,
 * the frame's notices (cookie banner, snackbars) and the libraries and rules they use. The bundler cut
 * them into some forty files of a few hundred bytes each, after the sets of app pages sharing each one
 * (issue 27: 49 files on a first visit to `/`, each with its own headers and imports); as one chunk they
 * compress together. A module listed here that a page does not use costs that page only its bytes; one
 * the frame comes to use without being listed merely stays a small chunk of its own. The islands
 * runtime itself (startIslands.tsx) stays out: it awaits its islands at its top level, and those import
 * this chunk, which would then wait for itself (the page never hydrated).
 */
const FRAME_MODULES = [
  /[\\/]packages[\\/]shop[\\/]src[\\/]app[\\/]islands[\\/](islandNames|islandsBootstrap)\.tsx?$/,
  /[\\/]packages[\\/]shop[\\/]src[\\/]app[\\/]frame[\\/](HeaderIsland|FrameExtrasIsland|FrameNotices|consent|useCookieBanner)\.tsx?$/,
  /[\\/]packages[\\/]shop[\\/]src[\\/]app[\\/]storage[\\/](storageKeys|storedChoice)\.ts$/,
  /[\\/]packages[\\/]shop[\\/]src[\\/]app[\\/](store|useHydrated|OnceHydrated|hasStoredSession|snackbar|serverRenderedId|typedBeforeHydration)\.tsx?$/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]storefront[\\/](SiteHeader[\\/]SiteHeader|CookieBanner[\\/]CookieBanner|Logo[\\/]Logo|RouteLink[\\/]RouteLink|company)\.(tsx?|css\.ts)/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]base[\\/](Snackbar[\\/]Snackbar(Queue)?|Button[\\/]Button|LinkRouter[\\/]LinkRouter)\.(tsx?|css\.ts)/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]theme[\\/](visuallyHidden|tone)\.css\.ts/,
  /[\\/]packages[\\/]domain[\\/]src[\\/](limits|format[\\/]onFirstUse|rules[\\/]consent)\.ts$/,
  // Not valibot: nothing on a first visit checks with a schema (decision 232), and valibot's one module
  // holds every function any page uses.
  /[\\/]node_modules[\\/](jotai|@vanilla-extract[\\/]recipes)[\\/]/,
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|defaultAttributes|Icon|createLucideIcon|context)/,
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](x|undo-2|shopping-cart|shield-check|user-plus|log-out|log-in|mail|phone|menu|user-round|layout-dashboard|battery-charging|external-link)\.mjs$/,
];

export const isFrameModule = (id: string): boolean => FRAME_MODULES.some((pattern) => pattern.test(id));

