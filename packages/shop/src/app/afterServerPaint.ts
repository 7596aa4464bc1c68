import { PAGE_SCRIPTS_TEMPLATE_ID } from '../server/renderedPage.ts';

/** The longest a drawn page holds its scripts back, whatever the browser reports of its painting. */
const MAX_WAIT_MS = 3000;
/** A visitor who acts before the page is painted wants it working at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

type View = Window & typeof globalThis;

/** The form fields of a page one comes to fill in, not to read. */
const TYPED_FORM = 'main form :is(input[type="password"], input[type="email"], textarea)';

/** After the frame being prepared is on screen: an animation frame runs just before it, a task after it. */
function nextFrame(view: View): Promise<void> {
  return new Promise((resolve) => view.requestAnimationFrame(() => view.setTimeout(resolve, 0)));
}

function firstContentfulPaint(view: View): Promise<void> {
  if (!view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return nextFrame(view);
  return new Promise((resolve) => {
    const observer = new view.PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The page's main picture (the one it fetches with high priority: its largest paint) drawn, or failed. */
async function mainPictureShown(view: View): Promise<void> {
  const picture = view.document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return;
  if (!picture.complete) {
    await new Promise<void>((resolve) => {
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
    });
  }
  // Loaded is not shown yet: decoded, it is painted in a coming frame (a broken one has nothing to decode).
  await picture.decode().catch(() => undefined);
  await nextFrame(view);
  await nextFrame(view);
}

/**
 * Resolves when the shop's scripts may start loading. A page the server drew is readable (and its
 * links work) before any script: its scripts wait until it is painted with its main picture, so
 * that they compete neither with its style sheets and picture for a slow network nor with its first
 * frame for the processor. A page the browser draws itself (an empty #root) or that nobody sees (a
 * background tab) starts at once.
 */
export function serverPagePainted(view: View): Promise<void> {
  const { document } = view;
  if (!document.getElementById('root')?.hasChildNodes() || document.visibilityState !== 'visible') return Promise.resolve();
  // A page one comes to type in (sign-in, registration, contact) starts at once: what is typed before
  // hydration is kept (app/typedBeforeHydration.ts), but the form checks it only once hydrated.
  if (document.querySelector(TYPED_FORM)) return Promise.resolve();
  return new Promise((resolve) => {
    const release = () => {
      view.clearTimeout(timer);
      for (const type of INTERACTIONS) view.removeEventListener(type, release, true);
      resolve();
    };
    const timer = view.setTimeout(release, MAX_WAIT_MS);
    for (const type of INTERACTIONS) view.addEventListener(type, release, { capture: true, passive: true });
    void firstContentfulPaint(view)
      .then(() => mainPictureShown(view))
      .then(release);
  });
}

/** Buttons pressed, and search boxes submitted with Enter, on a drawn page before React listens to it. */
const heldPresses: HTMLElement[] = [];
const heldSearches: HTMLInputElement[] = [];
let holdPress: ((event: MouseEvent) => void) | null = null;
let holdSearch: ((event: KeyboardEvent) => void) | null = null;

/**
 * Until the shop hydrates it, a drawn page's links and fields work but its buttons do nothing: a
 * button pressed meanwhile is held (its native effect, a form's submission, prevented) and pressed
 * again by `replayHeldPresses` once React listens, which then hydrates that button first.
 */
export function holdEarlyPresses(document: Document): void {
  if (!document.getElementById('root')?.hasChildNodes()) return;
  holdPress = (event) => {
    const target = event.target as Partial<Element> | null;
    const button = target?.closest?.<HTMLElement>('button, [role="button"]');
    if (!button || button.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    heldPresses.push(button);
  };
  document.addEventListener('click', holdPress, true);
  holdSearch = (event) => {
    const target = event.target as Partial<HTMLInputElement> | null;
    if (event.key !== 'Enter' || target?.type !== 'search') return;
    heldSearches.push(target as HTMLInputElement);
  };
  document.addEventListener('keydown', holdSearch, true);
}

/** Presses the held buttons again, now that React listens to the page (right after `hydrateRoot`). */
export function replayHeldPresses(document: Document): void {
  if (holdPress) document.removeEventListener('click', holdPress, true);
  if (holdSearch) document.removeEventListener('keydown', holdSearch, true);
  holdPress = null;
  holdSearch = null;
  for (const button of heldPresses.splice(0)) if (button.isConnected) button.click();
  for (const box of heldSearches.splice(0)) {
    const view = box.ownerDocument.defaultView;
    if (box.isConnected && view) box.dispatchEvent(new view.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }
}

/** Starts fetching the drawn page's own chunks (held inert in a `<template>` until now) beside the shop's. */
export function startPageScripts(document: Document): void {
  const template = document.querySelector<HTMLTemplateElement>(`template#${PAGE_SCRIPTS_TEMPLATE_ID}`);
  if (template) document.head.append(template.content);
}
