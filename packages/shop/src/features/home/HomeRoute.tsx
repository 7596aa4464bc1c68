import { useAtomValue, useSetAtom } from 'jotai';
import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { HomePage } from '@otech/ui';
import { closeMaintenancePopupAtom, maintenancePopupOpenAtom } from './maintenance.ts';

/** / (spec 1 "Home page"): the maintenance pop-up shows unless closed today. */
export function Component() {
  const maintenanceOpen = useAtomValue(maintenancePopupOpenAtom);
  const closeMaintenance = useSetAtom(closeMaintenancePopupAtom);
  return (
    <HomePage
      maintenanceOpen={maintenanceOpen}
      onMaintenanceClose={closeMaintenance}
      categoryCards={HOME_CATEGORY_CARDS}
    />
  );
}
