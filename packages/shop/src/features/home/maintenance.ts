import * as v from 'valibot';
import { atom } from 'jotai';
import { shouldShowMaintenancePopup, maintenanceClosedOn } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { atomWithValidatedStorage } from '../../app/storage/validatedStorage.ts';

const closedOnAtom = atomWithValidatedStorage(storageKeys.maintenancePopupShown, v.nullable(v.string()), null);

/** Shown on the home page unless closed today (spec 1 §4). */
export const maintenancePopupOpenAtom = atom((get) => shouldShowMaintenancePopup(get(closedOnAtom), new Date()));

export const closeMaintenancePopupAtom = atom(null, (_get, set) => {
  set(closedOnAtom, maintenanceClosedOn(new Date()));
});
