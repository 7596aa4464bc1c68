import { useAtomValue, useSetAtom } from 'jotai';
import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { HomePage } from '@otech/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { closeMaintenancePopupAtom, maintenancePopupOpenAtom } from './maintenance.ts';

/** / (spec 1 "Home page"): the maintenance pop-up shows unless closed today. */
export function Component() {
  const maintenanceOpen = useAtomValue(maintenancePopupOpenAtom);
  const closeMaintenance = useSetAtom(closeMaintenancePopupAtom);
  // Whether it was closed today is stored in this browser: the pop-up opens once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <HomePage
      maintenanceOpen={hydrated && maintenanceOpen}
      onMaintenanceClose={closeMaintenance}
      categoryCards={HOME_CATEGORY_CARDS}
    />
  );
}
