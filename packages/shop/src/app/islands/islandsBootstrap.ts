import * as v from 'valibot';
import { BOOTSTRAP_ELEMENT_ID } from '../serverRenderedId.ts';
import { IslandRecordSchema, type IslandRecord } from './islandNames.ts';

const IslandsBootstrapSchema = v.object({ islands: v.object({ records: v.array(IslandRecordSchema) }) });

/**
 * The islands of a page the server drew: the part of its bootstrap they need to hydrate. The
 * session in it is adopted once they have (startIslands.tsx), with the schemas that checks, which
 * the first load then does without.
 */
export function readIslandsBootstrap(document: Document): IslandRecord[] {
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  const parsed = v.safeParse(IslandsBootstrapSchema, text ? JSON.parse(text) : null);
  if (!parsed.success) throw new Error(`A server-drawn page without valid islands in its bootstrap: ${JSON.stringify(v.flatten(parsed.issues))}`);
  return parsed.output.islands.records;
}
