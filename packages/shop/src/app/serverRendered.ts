import * as v from 'valibot';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { UserProfileSchema } from '@otech/domain';
import type { IslandRecord } from './islands/islandNames.ts';

/** A route the server renders names its module (as the build manifest keys it: `src/features/…`). */
export interface ServerRenderedHandle {
  module: string;
  /** The browser hydrates only the page's islands (app/islands/Island.tsx), not the whole app. */
  islands?: true;
}

export function isIslandsPage(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'islands' in handle && handle.islands === true;
}

export function serverRenderedModule(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'module' in handle && typeof handle.module === 'string'
    ? handle.module
    : undefined;
}

import { BOOTSTRAP_ELEMENT_ID } from './serverRenderedId.ts';

export { BOOTSTRAP_ELEMENT_ID };

/**
 * What the server knew when it drew the page: who is signed in (from the session cookie), and for a
 * server-rendered page the router's state and the queries it fetched. A page the server did not
 * render (the private ones) carries the session alone and is drawn by the browser.
 */
export interface Bootstrap {
  session: v.InferOutput<typeof UserProfileSchema> | null;
  rendered: { router: HydrationState; queries: DehydratedState } | null;
  /** An islands page: the islands to hydrate, and the queries the server fetched for them. */
  islands?: { records: IslandRecord[]; queries: DehydratedState };
}

const BootstrapSchema = v.object({
  session: v.nullable(UserProfileSchema),
  // Both were written by this same build's server a moment ago: their inner shape is the libraries' own.
  rendered: v.nullable(v.object({ router: v.record(v.string(), v.unknown()), queries: v.record(v.string(), v.unknown()) })),
  islands: v.optional(
    v.object({
      records: v.array(v.object({ id: v.string(), name: v.pipe(v.string(), v.regex(/^[a-zA-Z]+\/[A-Za-z]+Island$/)), props: v.unknown() })),
      queries: v.record(v.string(), v.unknown()),
    }),
  ),
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
