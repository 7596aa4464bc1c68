import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { SnackbarQueue } from './SnackbarQueue.ts';

// The toast region's code (react-aria's toasts, landmarks and their translations, the icons) loads
// with the first snackbar, so that no page's first load carries it.
const SnackbarRegion = lazy(() => import('./SnackbarRegion.tsx').then((module) => ({ default: module.SnackbarRegion })));

export type SnackbarProps = {
  /** The shop's one queue: what `queue.show(message)` adds appears here. */
  queue: SnackbarQueue;
};

/** The landmark region where snackbars appear, rendered once at the root of the shop. */
export function Snackbar({ queue }: SnackbarProps) {
  const showing = useSyncExternalStore(queue.subscribe, () => queue.hasSnackbars, () => false);
  // Kept once loaded: the last snackbar leaves through the region like the others.
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarRegion queue={queue} />
    </Suspense>
  );
}
