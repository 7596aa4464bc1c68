import { useLocation, useMatches } from 'react-router-dom';
import { PageHead } from './PageHead.tsx';

/** What a route of the route table says of its page's head (its `handle`). */
export interface PageHeadHandle {
  title: string;
  description: string;
}

/** The page renders its own PageHead, from its data (a product's name). */
export interface OwnHeadHandle {
  ownHead: true;
}

type RouteHeadHandle = PageHeadHandle | OwnHeadHandle;

function isRouteHeadHandle(handle: unknown): handle is RouteHeadHandle {
  return typeof handle === 'object' && handle !== null && (('title' in handle && 'description' in handle) || 'ownHead' in handle);
}

/** The head of the page shown, from the deepest route that describes it. */
export function RouteHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.map((match) => match.handle).findLast(isRouteHeadHandle);
  if (handle !== undefined && 'ownHead' in handle) return null;
  if (handle === undefined) return <PageHead description={DEFAULT_DESCRIPTION} canonicalPath={pathname} />;
  return <PageHead title={handle.title} description={handle.description} canonicalPath={pathname} />;
}

export const DEFAULT_DESCRIPTION = 'OTECH : batteries, chargeurs et piles pour les professionnels depuis plus de 30 ans.';
