import * as v from 'valibot';
import { BOOTSTRAP_ELEMENT_ID } from '../serverRenderedId.ts';
import { IslandRecordSchema, type IslandRecord } from './islandNames.ts';

const IslandsBootstrapSchema = v.object({ session: v.unknown(), islands: v.object({ records: v.array(IslandRecordSchema) }) });

/** What the islands runtime reads of the bootstrap: the islands, and whether the server found a session (not the session: its schemas stay off the first load). */
export interface IslandsBootstrap {
  records: IslandRecord[];
  serverSession: boolean;
}

/**
 * The islands of a page the server drew: the part of its bootstrap they need to hydrate. The
 * session in it is adopted once they have (startIslands.tsx), with the schemas that checks, which
 * the first load then does without.
 */
export function readIslandsBootstrap(document: Document): IslandsBootstrap {
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  const parsed = v.safeParse(IslandsBootstrapSchema, text ? JSON.parse(text) : null);
  if (!parsed.success) throw new Error(`A server-drawn page without valid islands in its bootstrap: ${JSON.stringify(v.flatten(parsed.issues))}`);
  return { records: parsed.output.islands.records, serverSession: parsed.output.session != null };
}
