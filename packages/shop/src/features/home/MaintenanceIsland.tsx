import { lazy } from 'react';
import { OnceHydrated } from '../../app/OnceHydrated.tsx';

// Whether it was closed today is stored in this browser, read and checked by this chunk.
const MaintenanceGate = lazy(() => import('./MaintenanceGate.tsx'));

/** The home page's maintenance pop-up (spec 1 §4), an island: it shows unless closed today. */
export default function MaintenanceIsland() {
  return (
    <OnceHydrated>
      <MaintenanceGate />
    </OnceHydrated>
  );
}
