import * as v from 'valibot';
import { UserProfileSchema } from '@otech/domain';
import { ISLAND_NAME_PATTERN, type IslandName, type IslandRecord } from './islands/islandNames.ts';

/** A route the server renders names its module (as the build manifest keys it: `src/features/…`). */
export interface ServerRenderedHandle {
  module: string;
}

export function serverRenderedModule(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'module' in handle && typeof handle.module === 'string'
    ? handle.module
    : undefined;
}

import { BOOTSTRAP_ELEMENT_ID } from './serverRenderedId.ts';


/**
 * What the server knew when it drew the page: who is signed in (from the session cookie), and for a
 * page it drew, its islands with their props (the data they show: the browser does not fetch it
 * again). A page the server did not draw (the private ones) carries the session alone and is drawn
 * by the browser.
 */
export interface Bootstrap {
  session: v.InferOutput<typeof UserProfileSchema> | null;
  islands?: { records: IslandRecord[] };
}

/** An island as the page's bootstrap records it (its props are its component's to read). */
const IslandRecordSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.regex(ISLAND_NAME_PATTERN), v.transform((name) => name as IslandName)),
  props: v.unknown(),
});

const BootstrapSchema = v.object({
  session: v.nullable(UserProfileSchema),
  islands: v.optional(v.object({ records: v.array(IslandRecordSchema) })),
});

/**
 * The bootstrap as JSON a `<script>` element can hold: `<` is escaped so that no text from the data
 * (a product name) can close the element. The Content-Security-Policy allows no inline script,
 * and a JSON script is never executed, only read.
 */
export function bootstrapJson(bootstrap: Bootstrap): string {
  return JSON.stringify(bootstrap).replace(/</g, '\\u003c');
}

/** The server's bootstrap in this page, or null on a page served without one (the dev server's). */
export function readBootstrap(document: Document): Bootstrap | null {
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const parsed = v.safeParse(BootstrapSchema, JSON.parse(text));
  if (!parsed.success) {
    console.error('Ignoring an invalid server bootstrap', v.flatten(parsed.issues));
    return null;
  }
  return parsed.output as Bootstrap;
}
