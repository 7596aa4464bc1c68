import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { IslandRenderer } from '../app/islands/Island.tsx';
import { islandName, type IslandName, type IslandRecord } from '../app/islands/islandNames.ts';

// The island files the browser can load (app/islands/startIslands.tsx globs the same ones).
const ISLAND_NAMES = new Set(
  Object.keys(import.meta.glob(['../features/*/*Island.tsx', '../app/frame/*Island.tsx'])).map(islandName),
);

/**
 * Draws each island of a page as its own React root, as the browser will hydrate it: the same
 * provider (the jotai store: no router, no query cache), and its own `useId` prefix (an id drawn inside the whole page would not match one
 * drawn in the island's root). What it draws is recorded for the page's bootstrap.
 */
export function islandRenderer(store: ReturnType<typeof createStore>) {
  const records: IslandRecord[] = [];
  const renderer: IslandRenderer = {
    render(name: IslandName, props: unknown, element: ReactElement) {
      if (!ISLAND_NAMES.has(name)) throw new Error(`No island file for ${name}`);
      const id = `i${records.length}`;
      records.push({ id, name, props });
      const html = renderToString(
        <StrictMode>
          <JotaiProvider store={store}>{element}</JotaiProvider>
        </StrictMode>,
        { identifierPrefix: `${id}-` },
      );
      return { id, html };
    },
  };
  return { renderer, records };
}
