import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import '@otech/ui/theme';
import { queryClientContext } from './pageData.ts';
import { createQueryClient } from './queryClient.ts';
import { routes } from './routeTable.tsx';
import { loadMatchedRoutes } from './loadMatchedRoutes.ts';
import { readBootstrap } from './serverRendered.ts';
import { adoptServerSession } from './adoptServerSession.ts';
import { replayHeldPresses } from './afterServerPaint.ts';
import { shopStore } from './store.ts';
import { ReplayTypedFields } from './typedBeforeHydration.ts';
import { HydrationMark, hydratedAtom } from './useHydrated.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const bootstrap = readBootstrap(document);
const queryClient = createQueryClient();
if (bootstrap) adoptServerSession(bootstrap.session);
const rendered = bootstrap?.rendered ?? null;
if (rendered) {
  hydrate(queryClient, rendered.queries);
  // The hydrating render must draw the server's page at once, not a loading screen while its chunk loads.
  await loadMatchedRoutes(routes, window.location);
}

const router = createBrowserRouter(routes, {
  hydrationData: rendered?.router,
  getContext: () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  },
});
const app = (
  <StrictMode>
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {rendered && <ReplayTypedFields root={root} />}
        <HydrationMark />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// processor for the whole page (a click meanwhile hydrates its target first, and is replayed).
if (rendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
  replayHeldPresses(document);
} else {
  // Nothing to hydrate: what the browser stores shows from the first render.
  shopStore.set(hydratedAtom, true);
  createRoot(root).render(app);
}
