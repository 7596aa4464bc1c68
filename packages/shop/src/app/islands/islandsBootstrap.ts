import { BOOTSTRAP_ELEMENT_ID } from '../serverRenderedId.ts';
import { ISLAND_NAME_PATTERN, type IslandRecord } from './islandNames.ts';

/** What the islands runtime reads of the bootstrap: the islands, and whether the server found a session (not the session: its schemas stay off the first load). */
export interface IslandsBootstrap {
  records: IslandRecord[];
  serverSession: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One island as the server recorded it: an id and the name of an island file (its props are its component's to read). */
function isIslandRecord(value: unknown): value is IslandRecord {
  return isObject(value) && typeof value.id === 'string' && typeof value.name === 'string' && ISLAND_NAME_PATTERN.test(value.name);
}

/**
 * The islands of a page the server drew: the part of its bootstrap they need to hydrate. Checked
 * without a schema library (decision 232): this is the page's own server's output, in the same
 * response, and every first visit runs it; the session in it is checked with its schemas once the
 * islands have hydrated, and only when there is one (startIslands.tsx).
 */
export function readIslandsBootstrap(document: Document): IslandsBootstrap {
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  const bootstrap: unknown = text ? JSON.parse(text) : null;
  const records = isObject(bootstrap) && isObject(bootstrap.islands) ? bootstrap.islands.records : undefined;
  if (!isObject(bootstrap) || !Array.isArray(records) || !records.every(isIslandRecord)) {
    throw new Error(`A server-drawn page without valid islands in its bootstrap: ${text?.slice(0, 200) ?? 'no bootstrap'}`);
  }
  return { records, serverSession: bootstrap.session != null };
}
