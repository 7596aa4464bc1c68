import * as v from 'valibot';
import type { DehydratedState } from '@tanstack/react-query';
import { BOOTSTRAP_ELEMENT_ID } from '../serverRenderedId.ts';
import type { IslandRecord } from './islandNames.ts';

const IslandsBootstrapSchema = v.object({
  islands: v.object({
    records: v.array(v.object({ id: v.string(), name: v.pipe(v.string(), v.regex(/^[a-z]+\/[A-Za-z]+Island$/)), props: v.unknown() })),
    // Written by this same build's server a moment ago: its inner shape is TanStack Query's own.
    queries: v.record(v.string(), v.unknown()),
  }),
});

/**
 * The islands of a page the server drew as islands, and the queries it fetched for them: the part of
 * its bootstrap the islands need to hydrate. The session in it is adopted once they have
 * (startIslands.tsx), with the schemas that checks, which the first load then does without.
 */
export interface IslandsBootstrap {
  records: IslandRecord[];
  queries: DehydratedState;
}

export function readIslandsBootstrap(document: Document): IslandsBootstrap {
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  const parsed = v.safeParse(IslandsBootstrapSchema, text ? JSON.parse(text) : null);
  if (!parsed.success) throw new Error(`An islands page without valid islands in its bootstrap: ${JSON.stringify(v.flatten(parsed.issues))}`);
  // The names are checked to be island names; the queries are the library's own shape.
  return parsed.output.islands as unknown as IslandsBootstrap;
}
