import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHIPPING_ERRORS, SHIPPING_SNACKBARS, type CustomerShipment, type ShipmentInput } from '@otech/domain';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { issueParcelInvoice, shipParcel } from './api.ts';
import { orderShipmentsQuery, shipmentKeys } from './queries.ts';
import { useDeliveryNoteDownload } from './useDeliveryNoteDownload.ts';

/** The server's words for a refusal (the field's first, as the form shows one message), else a general one. */
const refusal = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.issues[0]?.message ?? error.message) : fallback);

/**
 * The shipping section of the staff order page: the order's parcels, "Expédier le colis", "Émettre
 * la facture", the delivery notes. `onOrderChanged` is told when a parcel changed the order's statuses.
 */
export function useOrderShipping(orderId: string, onOrderChanged: () => void) {
  const queryClient = useQueryClient();
  const shipments = useQuery(orderShipmentsQuery(orderId));
  const ship = useMutation({
    mutationFn: (input: ShipmentInput) => shipParcel(orderId, input),
    onSuccess: ({ shipment, shipments: all, toShip }) => {
      queryClient.setQueryData(shipmentKeys.ofOrder(orderId), { shipments: all, toShip });
      onOrderChanged();
      notify(SHIPPING_SNACKBARS.shipped(shipment.number, shipment.invoice?.number));
    },
  });
  const invoice = useMutation({
    mutationFn: (shipment: CustomerShipment) => issueParcelInvoice(shipment.id),
    onSuccess: (shipment) => {
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.ofOrder(orderId) });
      notify(SHIPPING_SNACKBARS.invoiceIssued(shipment.invoice?.number ?? ''));
    },
    onError: (error) => notify(SHIPPING_SNACKBARS.invoiceFailed(refusal(error, SHIPPING_ERRORS.invoiceFailed))),
  });
  const onDownloadDeliveryNote = useDeliveryNoteDownload('admin');
  return {
    shipments: toAsyncState(shipments, SHIPPING_ERRORS.loadFailed),
    onShip: (input: ShipmentInput) => ship.mutate(input),
    isShipping: ship.isPending,
    shipError: ship.isError ? refusal(ship.error, SHIPPING_ERRORS.shipFailed) : undefined,
    onIssueInvoice: (shipment: CustomerShipment) => invoice.mutate(shipment),
    issuingInvoiceFor: invoice.isPending ? invoice.variables.id : undefined,
    onDownloadDeliveryNote,
  };
}
