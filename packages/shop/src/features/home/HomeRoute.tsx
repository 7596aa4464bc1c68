import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { HomePage } from '@otech/ui';
import { Island } from '../../app/islands/Island.tsx';
import MaintenanceIsland from './MaintenanceIsland.tsx';

/** / (spec 1 "Home page"): links and text, and the maintenance pop-up, its one island. */
export function Component() {
  return (
    <HomePage
      categoryCards={HOME_CATEGORY_CARDS}
      maintenanceNotice={<Island name="home/MaintenanceIsland" component={MaintenanceIsland} props={{}} />}
    />
  );
}
