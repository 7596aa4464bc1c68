import { useLocation, useMatches } from 'react-router-dom';
import type { PageMeta } from '@otech/domain';
import { PageHead } from './PageHead.tsx';

/** What a route of the route table says of its page's head (its `handle`). */
export interface PageHeadHandle {
  title: string;
  description: string;
  /** The page's canonical path and query from its location's query; the path opened when absent. */
  canonical?: (search: URLSearchParams) => string;
  /** A page whose query names what it shows (the catalogue's category and page): its own title and description. */
  describe?: (search: URLSearchParams) => PageMeta;
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
  const { pathname, search } = useLocation();
  const handle = matches.map((match) => match.handle).findLast(isRouteHeadHandle);
  if (handle !== undefined && 'ownHead' in handle) return null;
  if (handle === undefined) return <PageHead description={DEFAULT_DESCRIPTION} canonicalPath={pathname} />;
  const params = new URLSearchParams(search);
  const canonicalPath = handle.canonical ? handle.canonical(params) : pathname;
  const { title, description } = handle.describe ? handle.describe(params) : handle;
  return <PageHead title={title} description={description} canonicalPath={canonicalPath} />;
}

export const DEFAULT_DESCRIPTION = 'OTECH : batteries, chargeurs et piles pour les professionnels depuis plus de 30 ans.';
