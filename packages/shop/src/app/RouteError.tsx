import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { RouteErrorPage } from '@otech/ui';

/**
 * The routes' error boundary: a screen that throws while rendering, or whose code chunk cannot be
 * loaded (a new version was deployed meanwhile), shows this instead of a blank page. Reloading is
 * the retry, since it also fetches the current chunks.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return <RouteErrorPage onRetry={() => window.location.reload()} />;
}
