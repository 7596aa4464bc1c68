import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import '@otech/ui/theme';
import { queryClientContext } from './pageData.ts';
import { createQueryClient } from './queryClient.ts';
import { routes } from './routeTable.tsx';
import { readBootstrap } from './serverRendered.ts';
import { adoptServerSession } from './adoptServerSession.ts';
import { shopStore } from './store.ts';
import { hydratedAtom } from './useHydrated.ts';

// The single-page app of the private pages (cart, dashboards, administration), which the browser
// draws; a public page the server drew is hydrated as islands instead (app/islands/startIslands.tsx).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const bootstrap = readBootstrap(document);
if (bootstrap) adoptServerSession(bootstrap.session);
const queryClient = createQueryClient();
const router = createBrowserRouter(routes, {
  getContext: () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  },
});
// Nothing to hydrate: what the browser stores shows from the first render.
shopStore.set(hydratedAtom, true);
createRoot(root).render(
  <StrictMode>
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
