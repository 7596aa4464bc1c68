import { useState, type FormEvent } from 'react';
import { CARRIER_MAX, TRACKING_NUMBER_MAX, type Order, type OrderStatusUpdate, type ShippingStatus } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import * as s from './AdminDeliveriesPage.css.ts';

export interface DeliveryDialogProps {
  /** The order whose delivery is being followed; null closes the dialog. */
  order: Order | null;
  onSave: (order: Order, update: Pick<OrderStatusUpdate, 'shippingStatus' | 'carrier' | 'trackingNumber'>) => void;
  onClose: () => void;
}

function DeliveryForm({ order, onSave }: { order: Order; onSave: DeliveryDialogProps['onSave'] }) {
  const [shippingStatus, setShippingStatus] = useState<ShippingStatus>(order.shippingStatus);
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(order, { shippingStatus, carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
  };
  return (
    <form className={s.form} onSubmit={submit} aria-label={`Livraison de la commande ${order.orderNumber}`}>
      <Select label="Statut de livraison" options={SHIPPING_STATUS_OPTIONS} value={shippingStatus} onChange={(id) => id && setShippingStatus(id as ShippingStatus)} />
      <TextField label="Transporteur" value={carrier} onChange={setCarrier} maxLength={CARRIER_MAX} />
      <TextField label="Numéro de suivi" value={trackingNumber} onChange={setTrackingNumber} maxLength={TRACKING_NUMBER_MAX} />
      <Button type="submit">Enregistrer</Button>
    </form>
  );
}

/** Sets an order's shipping status, carrier and tracking number; 'delivered' dates the delivery (server side). */
export function DeliveryDialog({ order, onSave, onClose }: DeliveryDialogProps) {
  return (
    <Dialog title={order ? `Livraison de la commande ${order.orderNumber}` : 'Livraison'} isOpen={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && <DeliveryForm key={order.id} order={order} onSave={onSave} />}
    </Dialog>
  );
}
