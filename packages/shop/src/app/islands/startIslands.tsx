import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import '@otech/ui/theme';
import { replayHeldPresses } from '../afterServerPaint.ts';
import { shopStore } from '../store.ts';
import { replayTypedFields } from '../typedBeforeHydration.ts';
import { hydratedAtom } from '../useHydrated.ts';
import { islandName, type IslandModule } from './islandNames.ts';
import { readIslandsBootstrap } from './islandsBootstrap.ts';
import { hasStoredSession } from '../hasStoredSession.ts';

// Every island file, each its own chunk: a page loads the islands it shows, nothing else.
const islandFiles = new Map(
  Object.entries(import.meta.glob<IslandModule>(['../../features/*/*Island.tsx', '../frame/*Island.tsx'])).map(
    ([file, load]) => [islandName(file), load],
  ),
);

function loadIsland(name: string): Promise<IslandModule> {
  const load = islandFiles.get(name);
  if (!load) throw new Error(`No island file for ${name}`);
  return load();
}

/** Rendered last in an island's root: its effect runs once the island is hydrated. */
function IslandHydrated({ element, onHydrated }: { element: Element; onHydrated: () => void }) {
  useEffect(() => {
    replayTypedFields(element);
    onHydrated();
  }, [element, onHydrated]);
  return null;
}

const { records, serverSession } = readIslandsBootstrap(document);
const modules = await Promise.all(records.map((record) => loadIsland(record.name)));

/**
 * Once every island draws what the server drew: the session the server found is adopted (the
 * header already shows it, from its props), then `useHydrated` turns true and what this browser
 * stores (the cart's count, the cookie consent) shows.
 */
async function allHydrated() {
  // A first visitor has no session, neither from the server nor stored here: nothing to adopt, and
  // the session's schemas stay off the page (issue 27: the bytes of a first visit).
  if (serverSession || hasStoredSession()) {
    const { adoptPageSession } = await import('../adoptServerSession.ts');
    adoptPageSession(document);
  }
  startTransition(() => shopStore.set(hydratedAtom, true));
}
const waiting = new Set(records.map((record) => record.id));
const hydrated = (id: string) => () => {
  waiting.delete(id);
  if (waiting.size === 0) void allHydrated();
};

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// processor for the whole page (a click meanwhile hydrates its target first, and is replayed).
startTransition(() => {
  records.forEach((record, index) => {
    const element = document.querySelector(`[data-island="${record.id}"]`);
    const Component = modules[index]?.default as React.ComponentType<object> | undefined;
    if (!element || !Component) throw new Error(`Island ${record.name} (${record.id}) is not on the page`);
    hydrateRoot(
      element,
      <StrictMode>
        <JotaiProvider store={shopStore}>
          <Component {...(record.props as object)} />
          <IslandHydrated element={element} onHydrated={hydrated(record.id)} />
        </JotaiProvider>
      </StrictMode>,
      { identifierPrefix: `${record.id}-` },
    );
  });
});
replayHeldPresses(document);
