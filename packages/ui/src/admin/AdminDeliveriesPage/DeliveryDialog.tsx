import { Controller } from 'react-hook-form';
import { DeliveryUpdateSchema, FRENCH, type Order, type OrderStatusUpdate } from '@otech/domain';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import * as s from './AdminDeliveriesPage.css.ts';

export interface DeliveryDialogProps {
  /** The order whose delivery is being followed; null closes the dialog. */
  order: Order | null;
  /** "Enregistrer": the order and its new shipping status, carrier and tracking number (empty texts left out). */
  onSave: (order: Order, update: Pick<OrderStatusUpdate, 'shippingStatus' | 'carrier' | 'trackingNumber'>) => void;
  /** "Fermer", or Escape: the caller closes it; nothing is stored. */
  onClose: () => void;
}

function DeliveryForm({ order, onSave }: { order: Order; onSave: DeliveryDialogProps['onSave'] }) {
  const form = useSchemaForm(
    DeliveryUpdateSchema,
    { shippingStatus: order.shippingStatus, carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' },
    FRENCH,
  );
  const { control } = form;
  return (
    <form className={s.form} noValidate onSubmit={form.handleSubmit((update) => onSave(order, update))} aria-label={`Livraison de la commande ${order.orderNumber}`}>
      <Controller control={control} name="shippingStatus" render={(binding) => <Select label="Statut de livraison" options={SHIPPING_STATUS_OPTIONS} {...selectBinding(binding)} />} />
      <FormTextField control={control} name="carrier" label="Transporteur" />
      <FormTextField control={control} name="trackingNumber" label="Numéro de suivi" />
      {/* The page closes the dialog as it saves: nothing is pending here. */}
      <SubmitButton control={control} pending={false} pendingLabel="Enregistrement...">
        Enregistrer
      </SubmitButton>
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
