import { OrderShipmentsSchema, ShipmentSchema, ShippedParcelSchema, type CustomerShipment, type ShipmentInput } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

/* The parcels of an order (issue 22): staff read and ship them; both sides download the delivery notes. */

const admin = { session: 'admin' } as const;
const shipmentsPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/shipments`;

export function fetchOrderShipments(orderId: string, signal?: AbortSignal) {
  return apiRequest(shipmentsPath(orderId), OrderShipmentsSchema, { ...admin, signal });
}

/** "Expédier le colis": answers the parcel stored and the order's parcels and rest after it. */
export function shipParcel(orderId: string, input: ShipmentInput) {
  return apiRequest(shipmentsPath(orderId), ShippedParcelSchema, { ...admin, method: 'POST', body: input });
}

/** "Émettre la facture" of a parcel shipped without one. */
export function issueParcelInvoice(shipmentId: string) {
  return apiRequest(`/admin/shipments/${encodeURIComponent(shipmentId)}/invoice`, ShipmentSchema, { ...admin, method: 'POST' });
}

export async function downloadDeliveryNote(shipment: CustomerShipment, session: 'admin' | 'customer') {
  const path = session === 'admin' ? `/admin/shipments/${encodeURIComponent(shipment.id)}/delivery-note` : `/client-dashboard/shipments/${encodeURIComponent(shipment.id)}/delivery-note`;
  saveFile(await apiFile(path, { session }), `bon_de_livraison_${shipment.number}.pdf`);
}
