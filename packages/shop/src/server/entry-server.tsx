import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { UserProfile } from '@otech/domain';
import { ApiError, setApiOrigin } from '../app/http.ts';
import { queryClientContext } from '../app/pageData.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { routes } from '../app/routeTable.tsx';
import { IslandRendererContext } from '../app/islands/Island.tsx';
import { bootstrapJson, serverRenderedModule } from '../app/serverRendered.ts';
import { serverSessionAtom } from '../app/session.ts';
import { siteOriginAtom } from '../app/siteOrigin.ts';
import { islandModule } from '../app/islands/islandNames.ts';
import { islandRenderer } from './islandRenderer.tsx';
import type { DrawnPage, RenderedPage } from './renderedPage.ts';

export { setApiOrigin };

const handler = createStaticHandler(routes);

/**
 * Renders one request of the shop, as React Router's data routers do on a server: the routes match,
 * their loaders fill this request's query cache, and the same components the browser runs draw the
 * HTML (`draw`, once the server has sent the page's head). Its islands' props, the data they show,
 * then travel in the page, so the browser does not fetch it again.
 */
export async function render(request: Request, session: UserProfile | null): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const requestContext = new RouterContextProvider();
  requestContext.set(queryClientContext, queryClient);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { kind: 'redirect', response: context };

  const modules = context.matches.map((match) => serverRenderedModule(match.route.handle)).filter((module) => module !== undefined);
  const failures = queryClient.getQueryCache().getAll().map((query) => query.state.error).filter((error) => error !== null);
  if (modules.length === 0 || context.errors !== null || failures.length > 0) {
    // A missing product is still answered as one, for the browser's page and for search engines.
    const missing = failures.some((error) => error instanceof ApiError && error.status === 404);
    return { kind: 'shell', status: missing ? 404 : 200, bootstrap: bootstrapJson({ session }) };
  }

  const draw = (): DrawnPage => {
    const store = createStore();
    store.set(serverSessionAtom, session);
    store.set(siteOriginAtom, new URL(request.url).origin);
    const islands = islandRenderer(store);
    try {
      const html = renderToString(
        <StrictMode>
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <IslandRendererContext value={islands.renderer}>
                <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
              </IslandRendererContext>
            </QueryClientProvider>
          </JotaiProvider>
        </StrictMode>,
      );
      const islandModules = [...new Set(islands.records.map((record) => islandModule(record.name)))];
      return { html, bootstrap: bootstrapJson({ session, islands: { records: islands.records } }), islandModules };
    } catch (error) {
      console.error(`Server rendering of ${request.url} failed: the browser draws it`, error);
      return { html: '', bootstrap: bootstrapJson({ session }), islandModules: [] };
    } finally {
      queryClient.clear();
    }
  };
  return { kind: 'page', status: context.statusCode, modules, draw };
}
