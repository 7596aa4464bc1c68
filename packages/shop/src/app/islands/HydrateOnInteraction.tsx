import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import * as s from './Island.css.ts';
import { HYDRATES_ON_INTERACTION, partHydrated, registerOpener } from './pressesUntilHydrated.ts';

/** Opened once: the first interaction lets React hydrate what waits behind it. */
interface HydrationGate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(): HydrationGate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate: HydrationGate = {
    // The server draws everything at once: nothing waits there.
    opened: typeof document === 'undefined',
    promise,
    open: () => {
      gate.opened = true;
      open();
    },
  };
  return gate;
}

const noSubscription = () => () => {};

/** True only while React hydrates the server's HTML (it then reads the server's snapshot). */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** Suspends a hydrating render until the gate opens: React keeps the server's HTML meanwhile. */
function Gate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const hydrating = useIsHydrating();
  if (hydrating && !gate.opened) use(gate.promise);
  return children;
}

/** Rendered after the children, inside the boundary: its effect runs once they are hydrated or drawn. */
function Hydrated({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) partHydrated(part.current);
  }, [part]);
  return null;
}

/**
 * Its children, drawn by the server, hydrate only when the visitor first points at them, moves the
 * keyboard into them or presses one of their buttons (issue 27: the catalogue's cards, whose
 * hydration was most of the page's main-thread work at load). Until then they are the server's
 * HTML: links and pictures work, and a button pressed is held and pressed again once hydrated
 * (pressesUntilHydrated.ts), never lost. Rendered in the browser without a server's HTML (the app, a
 * story), or told new props before that, they render as usual.
 */
export function HydrateOnInteraction({ id, children }: { /** Unique on the page: a press held is given to the part of this key. */ id: string; children: ReactNode }) {
  const [gate] = useState(createGate);
  const element = useRef<HTMLDivElement>(null);
  // Pointing or focusing starts the hydration before a press (a touch too starts with them). Native
  // listeners: React holds back and stops the `pointerover` and `focusin` that reach HTML it has not
  // hydrated, not `pointerenter` nor `focus`.
  useEffect(() => {
    const target = element.current;
    if (!target || gate.opened) return;
    registerOpener(target, gate.open);
    const options = { capture: true, once: true } as const;
    target.addEventListener('pointerenter', gate.open, options);
    target.addEventListener('focus', gate.open, options);
    return () => {
      target.removeEventListener('pointerenter', gate.open, options);
      target.removeEventListener('focus', gate.open, options);
    };
  }, [gate]);
  return (
    <div ref={element} className={s.island} {...{ [HYDRATES_ON_INTERACTION]: id }}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
        <Hydrated part={element} />
      </Suspense>
    </div>
  );
}
