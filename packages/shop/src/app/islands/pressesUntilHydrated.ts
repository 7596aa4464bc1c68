/**
 * Presses on parts of a page that hydrate on their first interaction (HydrateOnInteraction), held
 * until the part is hydrated, then pressed again. React drops a press that reaches HTML it cannot
 * hydrate at once (its synchronous attempt suspends while the part waits for its turn): a press
 * taken here first never reaches React before the part can answer it (issue 27: under load, a press
 * on a catalogue card not yet hydrated was lost).
 */

/** The attribute marking such a part, its value the part's key; the server draws it, so presses are held from the first paint on. */
export const HYDRATES_ON_INTERACTION = 'data-hydrates-on-interaction';

const hydratedParts = new WeakSet<Element>();
const openers = new WeakMap<Element, () => void>();
/**
 * Per part's key, the held presses: the index of the pressed control among the part's controls.
 * Keyed by the part's key, not its element: should React draw the island afresh (not hydrate it),
 * the part is a new element, and its presses must still be given.
 */
const held = new Map<string, number[]>();

const CONTROLS = 'button, [role="button"]';

const keyOf = (part: Element) => part.getAttribute(HYDRATES_ON_INTERACTION) ?? '';

/** A button pressed in a part not yet hydrated: held (its native effect prevented), its part asked to hydrate. */
function holdPress(event: MouseEvent): void {
  // Already held by the page's own early hold (app/afterServerPaint.ts), which presses it again later.
  if (event.defaultPrevented) return;
  const target = event.target as Partial<Element> | null;
  const control = target?.closest?.(CONTROLS);
  const part = control?.closest(`[${HYDRATES_ON_INTERACTION}]`);
  if (!control || !part || hydratedParts.has(part) || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const key = keyOf(part);
  held.set(key, [...(held.get(key) ?? []), [...part.querySelectorAll(CONTROLS)].indexOf(control)]);
  openers.get(part)?.();
}

/** Holds presses on the document's parts from now on: in the capture phase, so before React's listener on an island's root. */
export function holdPressesUntilHydrated(document: Document): void {
  document.addEventListener('click', holdPress, true);
}

if (typeof document !== 'undefined') holdPressesUntilHydrated(document);

/** The part can be asked to hydrate: a press held before it could be is asked at once. */
export function registerOpener(part: Element, open: () => void): void {
  openers.set(part, open);
  if (held.has(keyOf(part))) open();
}

/**
 * The part is hydrated (or drawn afresh): presses reach React from now on, and each one held is
 * pressed again, on the same control, or the control at its place if the part was drawn afresh.
 */
export function partHydrated(part: Element): void {
  hydratedParts.add(part);
  const key = keyOf(part);
  const presses = held.get(key) ?? [];
  held.delete(key);
  for (const index of presses) part.querySelectorAll<HTMLElement>(CONTROLS)[index]?.click();
}
