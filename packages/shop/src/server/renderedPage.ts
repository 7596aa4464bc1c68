import type { UserProfile } from '@otech/domain';

/** The `<template>` in which a drawn page holds its chunks' preloads until it is painted (app/afterServerPaint.ts). */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'otech-page-scripts';

/** What the server sends for one address. */
export type RenderedPage =
  | { kind: 'redirect'; response: Response }
  /**
   * A public page whose data is loaded; `modules` are its route files, for the manifest's CSS and
   * chunks, known before `draw()` renders its HTML (the head can go out meanwhile). A render that
   * fails draws nothing, with a bootstrap that has the browser draw the page.
   */
  | { kind: 'page'; status: number; modules: string[]; draw(): DrawnPage }
  /** A page the browser draws (a private page, or a public one whose data failed to load). */
  | { kind: 'shell'; status: number; bootstrap: string };

export interface DrawnPage {
  html: string;
  bootstrap: string;
  /** The island files it drew (manifest keys): the browser loads these, not the app. */
  islandModules: string[];
}

/** The server build's module (entry-server.tsx), as scripts/ssr/ loads it. */
export interface EntryServer {
  /** The API's origin, which the server's `fetch` needs (the browser's calls are relative). */
  setApiOrigin(origin: string): void;
  render(request: Request, session: UserProfile | null): Promise<RenderedPage>;
}
