import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { UserProfile } from '@otech/domain';
import { ApiError, setApiOrigin } from '../app/http.ts';
import { queryClientContext } from '../app/pageData.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { routes } from '../app/routeTable.tsx';
import { bootstrapJson, serverRenderedModule, type Bootstrap } from '../app/serverRendered.ts';
import { serverSessionAtom } from '../app/session.ts';
import { siteOriginAtom } from '../app/siteOrigin.ts';
import type { DrawnPage, RenderedPage } from './renderedPage.ts';

export { setApiOrigin };

const handler = createStaticHandler(routes);

/**
 * Renders one request of the shop, as React Router's data routers do on a server: the routes match,
 * their loaders fill this request's query cache, and the same components the browser runs draw the
 * HTML (`draw`, once the server has sent the page's head). The cache then travels in the page, so
 * the browser does not fetch it again.
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
    return { kind: 'shell', status: missing ? 404 : 200, bootstrap: bootstrapJson({ session, rendered: null }) };
  }

  const draw = (): DrawnPage => {
    const store = createStore();
    store.set(serverSessionAtom, session);
    store.set(siteOriginAtom, new URL(request.url).origin);
    try {
      const html = renderToString(
        <StrictMode>
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
            </QueryClientProvider>
          </JotaiProvider>
        </StrictMode>,
      );
      const bootstrap: Bootstrap = {
        session,
        rendered: {
          router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
          queries: dehydrate(queryClient),
        },
      };
      return { html, bootstrap: bootstrapJson(bootstrap) };
    } catch (error) {
      console.error(`Server rendering of ${request.url} failed: the browser draws it`, error);
      return { html: '', bootstrap: bootstrapJson({ session, rendered: null }) };
    } finally {
      queryClient.clear();
    }
  };
  return { kind: 'page', status: context.statusCode, modules, draw };
}
