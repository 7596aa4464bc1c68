import { createContext, use, type ComponentType, type ReactElement } from 'react';
import type { IslandName } from './islandNames.ts';
import * as s from './Island.css.ts';

/** The server's side of an islands page: renders one island as its own React root (server/islandRenderer.tsx). */
export interface IslandRenderer {
  render(name: IslandName, props: unknown, element: ReactElement): { id: string; html: string };
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

export interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  /** JSON-serializable: the browser hydrates the island with these props, read from the page. */
  props: P & object;
}

/**
 * One interactive part of a public page. In the single-page app it is an ordinary component. On a
 * page the server draws as islands, it is drawn as its own React root and recorded, and the browser
 * hydrates it alone (app/islands/startIslands.tsx), without the router or the rest of the page.
 */
export function Island<P>({ name, component: Component, props }: IslandProps<P>) {
  const renderer = use(IslandRendererContext);
  if (!renderer) return <Component {...props} />;
  const { id, html } = renderer.render(name, props, <Component {...props} />);
  return <div data-island={id} className={s.island} dangerouslySetInnerHTML={{ __html: html }} />;
}
