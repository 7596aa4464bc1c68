import { isoDay } from '../format/date.ts';

/**
 * The home-page maintenance pop-up shows unless it was closed on the same Paris day (spec 1 §4).
 * `closedOn` is what closing recorded: `maintenanceClosedOn(now)` at that time.
 */
export function shouldShowMaintenancePopup(closedOn: string | null | undefined, now: Date): boolean {
  return closedOn !== maintenanceClosedOn(now);
}

/** The value recorded under maintenancePopupShown when the pop-up is closed: the Paris day `YYYY-MM-DD`. */
export function maintenanceClosedOn(now: Date): string {
  return isoDay(now);
}
