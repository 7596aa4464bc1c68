export { createApp, registerRoutes, ROUTE_MODULES } from './app.ts';
export type { ApiApp, AppOptions } from './app.ts';
export { start, tokenSecret } from './start.ts';
export type { RunningApi, StartOptions } from './start.ts';
export type { Identity, RouteContext } from './context.ts';
export type { Route } from './http/route.ts';
export { SESSION_COOKIE } from './auth/sessionCookie.ts';
export { catalogueCrawlerSource, crawlerRoutes } from './routes/seo.ts';
export type { CrawlerSource } from './routes/seo.ts';
