import type { RegisterRoutes } from '../../context.ts';
import { registerProfileRoutes } from './profile.ts';
import { registerQuoteRoutes } from './quotes.ts';
import { registerSecurityRoutes } from './security.ts';

/** The client dashboard's own routes under `/api/account` (packages/api/README.md). */
export const registerAccountRoutes: RegisterRoutes = (router, ctx) => {
  registerProfileRoutes(router, ctx);
  registerSecurityRoutes(router, ctx);
  registerQuoteRoutes(router, ctx);
};
