import type { Client } from '@otech/domain';
import type { OwnedRecord } from '../db/database.ts';
import type { DeliveryNoteOrder } from '../pdf/deliveryNotePdf.ts';
import { readOrder } from './storedRecords.ts';

/** The customer's purchase-order reference as the order stores it ("Votre référence de commande"). */
export const purchaseOrderReference = (order: OwnedRecord): string | undefined => {
  const reference = order['purchaseOrderReference'];
  return typeof reference === 'string' && reference.trim() !== '' ? reference.trim() : undefined;
};

/** What a parcel's delivery note prints of its stored order: where it goes and the customer's reference. */
export function deliveryNoteOrder(record: OwnedRecord, client?: Client): DeliveryNoteOrder {
  return { shippingAddress: readOrder(record, client).shippingAddress, purchaseOrderReference: purchaseOrderReference(record) };
}
