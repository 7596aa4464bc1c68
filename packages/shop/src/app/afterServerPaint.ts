import { PAGE_SCRIPTS_TEMPLATE_ID } from '../server/renderedPage.ts';

/** The longest a drawn page holds its scripts back, whatever the browser reports of its painting. */
const MAX_WAIT_MS = 3000;
/** A visitor who acts before the page is painted wants it working at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

type View = Window & typeof globalThis;

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
function mainPictureShown(view: View): Promise<void> {
  const picture = view.document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  }).then(() => nextFrame(view));
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

/** Starts fetching the drawn page's own chunks (held inert in a `<template>` until now) beside the shop's. */
export function startPageScripts(document: Document): void {
  const template = document.querySelector<HTMLTemplateElement>(`template#${PAGE_SCRIPTS_TEMPLATE_ID}`);
  if (template) document.head.append(template.content);
}
