import { atom } from 'jotai';
import { shouldShowMaintenancePopup, maintenanceClosedOn } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { atomWithStoredChoice } from '../../app/storage/storedChoice.ts';

// Checked with its schema only when this browser stores the day it was closed (decision 232).
const closedOnAtom = atomWithStoredChoice<string | null>(storageKeys.maintenancePopupShown, null, async () => (await import('./storedClosedOnCheck.ts')).checkClosedOn);

/** Shown on the home page unless closed today (spec 1 §4); not while the stored day is being read. */
export const maintenancePopupOpenAtom = atom((get) => {
  const closedOn = get(closedOnAtom);
  return closedOn.known && shouldShowMaintenancePopup(closedOn.value, new Date());
});

export const closeMaintenancePopupAtom = atom(null, (_get, set) => {
  set(closedOnAtom, maintenanceClosedOn(new Date()));
});
