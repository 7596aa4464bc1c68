import { useMutation } from '@tanstack/react-query';
import { SHIPPING_SNACKBARS, type CustomerShipment } from '@otech/domain';
import { notify } from '../../app/snackbar.ts';
import { downloadDeliveryNote } from './api.ts';

/** "Bon de livraison" of a parcel, in the staff's or the customer's session; a failure says so. */
export function useDeliveryNoteDownload(session: 'admin' | 'customer') {
  const note = useMutation({
    mutationFn: (shipment: CustomerShipment) => downloadDeliveryNote(shipment, session),
    onError: () => notify(SHIPPING_SNACKBARS.deliveryNoteFailed),
  });
  return (shipment: CustomerShipment) => note.mutate(shipment);
}
