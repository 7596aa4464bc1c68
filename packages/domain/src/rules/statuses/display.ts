/**
 * Colour of a status as a theme token key; the ui maps it to its colours. `primary`, `accent`,
 * `warning` and `neutral` carry the administration's palette (spec 3 §4: primary, accent, warn,
 * none), `success`, `warning`, `error` and `info` the account dashboard's (spec 2 §4).
 */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral' | 'primary' | 'accent';

/** How a status is shown: French label, colour token and lucide-react icon name. */
export interface StatusDisplay {
  label: string;
  tone: StatusTone;
  icon: string;
}

/** Icon of a status the catalogue does not know (spec 2 §4: an info icon and no colour). */
export const UNKNOWN_STATUS_ICON = 'Info';

/**
 * Looks a status up in its catalogue. A value from outside the catalogue (old data, a newer
 * server) is shown with the fallback label, or the raw value when none is given.
 */
export function displayOf<S extends string>(
  catalogue: Readonly<Record<S, StatusDisplay>>,
  status: string,
  unknownLabel: string = status,
): StatusDisplay {
  return Object.hasOwn(catalogue, status)
    ? catalogue[status as S]
    : { label: unknownLabel, tone: 'neutral', icon: UNKNOWN_STATUS_ICON };
}
