import { useAtomValue, useSetAtom } from 'jotai';
import { MaintenanceNotice } from '@otech/ui';
import { closeMaintenancePopupAtom, maintenancePopupOpenAtom } from './maintenance.ts';

/** The pop-up, open unless this browser closed it today. */
export default function MaintenanceGate() {
  const open = useAtomValue(maintenancePopupOpenAtom);
  const close = useSetAtom(closeMaintenancePopupAtom);
  return <MaintenanceNotice isOpen={open} onClose={close} />;
}
