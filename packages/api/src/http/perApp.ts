import type { RouteContext } from '../context.ts';

/**
 * State a table's handlers share within one app (a throttle, a cache), made on first use from its
 * context: tables are module constants, while tests start several apps in one process.
 */
export function perApp<T>(make: (ctx: RouteContext) => T): (ctx: RouteContext) => T {
  const made = new WeakMap<RouteContext, T>();
  return (ctx) => {
    if (!made.has(ctx)) made.set(ctx, make(ctx));
    return made.get(ctx) as T;
  };
}
