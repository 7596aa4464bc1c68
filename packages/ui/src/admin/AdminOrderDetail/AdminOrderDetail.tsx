import { useState, type FormEvent } from 'react';
import {
  adminOrderStatusDisplay,
  CARRIER_MAX,
  formatDate,
  formatDateTime,
  formatEuros,
  paymentStatusDisplay,
  shippingStatusDisplay,
  TRACKING_NUMBER_MAX,
  type Order,
  type OrderStatusUpdate,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FactList } from '../FactList/FactList.tsx';
import { OrderLinesCard } from '../../orders/OrderLinesCard/OrderLinesCard.tsx';
import { PostalAddressCard } from '../../orders/PostalAddressCard/PostalAddressCard.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { ORDER_STATUS_OPTIONS, PAYMENT_STATUS_OPTIONS, SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import * as s from './AdminOrderDetail.css.ts';
import { SearchX } from 'lucide-react';

export interface AdminOrderDetailProps extends AdminToolbarProps {
  /** The order, or null when no order has this id. */
  order: AsyncState<Order | null>;
  onRetry: () => void;
  /** Saves the statuses, carrier and tracking number (any transition, spec 3 §4). */
  onSave: (update: OrderStatusUpdate) => void;
  isSaving?: boolean;
  /** Why the last save failed, in French. */
  saveError?: string;
}

/** Changes the three statuses, the carrier and the tracking number of one order. */
function OrderStatusForm({ order, onSave, isSaving, saveError }: { order: Order } & Pick<AdminOrderDetailProps, 'onSave' | 'isSaving' | 'saveError'>) {
  const [status, setStatus] = useState(order.status);
  const [paymentStatus, setPaymentStatus] = useState(order.paymentStatus);
  const [shippingStatus, setShippingStatus] = useState(order.shippingStatus);
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ status, paymentStatus, shippingStatus, carrier, trackingNumber });
  };
  return (
    <Card title="Modifier les statuts">
      <form className={s.form} onSubmit={submit} aria-label="Modifier les statuts">
        <Select label="Statut de la commande" options={ORDER_STATUS_OPTIONS} value={status} onChange={(id) => id && setStatus(id as Order['status'])} />
        <Select label="Statut du paiement" options={PAYMENT_STATUS_OPTIONS} value={paymentStatus} onChange={(id) => id && setPaymentStatus(id as Order['paymentStatus'])} />
        <Select label="Statut de livraison" options={SHIPPING_STATUS_OPTIONS} value={shippingStatus} onChange={(id) => id && setShippingStatus(id as Order['shippingStatus'])} />
        <TextField label="Transporteur" value={carrier} onChange={setCarrier} maxLength={CARRIER_MAX} />
        <TextField label="Numéro de suivi" value={trackingNumber} onChange={setTrackingNumber} maxLength={TRACKING_NUMBER_MAX} />
        <div className={s.formActions}>
          <Button type="submit" isDisabled={isSaving}>
            {isSaving ? 'Enregistrement...' : 'Enregistrer'}
          </Button>
          {saveError && (
            <p role="alert" className={s.error}>
              {saveError}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}

/** /admin/orders/{id}: lines, addresses, delivery, and the statuses to change (spec 3 §3, §4). */
export function AdminOrderDetail({ order, onRetry, onSave, isSaving, saveError, ...toolbar }: AdminOrderDetailProps) {
  const back = (
    <LinkButton href="/admin/orders" variant="secondary" size="small">
      Retour aux commandes
    </LinkButton>
  );
  const title = order.status === 'ready' && order.data ? `Commande ${order.data.orderNumber}` : 'Commande';
  return (
    <AdminLayout title={title} {...toolbar}>
      <div>{back}</div>
      <AsyncContent
        state={order}
        onRetry={onRetry}
        loadingLabel="Chargement de la commande..."
        isEmpty={(found) => found === null}
        empty={<EmptyState icon={SearchX} title="Commande introuvable" message="Aucune commande ne porte ce numéro." />}
      >
        {(found) =>
          found && (
            <>
              <div className={s.columns}>
                <Card title="Résumé">
                  <FactList
                    facts={[
                      ['Date', formatDateTime(found.orderDate)],
                      ['Client', `${found.userName} (${found.userEmail})`],
                      ['Montant', formatEuros(found.totalAmount)],
                    ]}
                  />
                  <div>
                    <StatusBadge status={adminOrderStatusDisplay(found.status)} />{' '}
                    <StatusBadge status={paymentStatusDisplay(found.paymentStatus)} />{' '}
                    <StatusBadge status={shippingStatusDisplay(found.shippingStatus)} />
                  </div>
                </Card>
                <Card title="Livraison">
                  <FactList
                    facts={[
                      ['Transporteur', found.carrier || '—'],
                      ['Numéro de suivi', found.trackingNumber || '—'],
                      ['Livraison estimée', found.estimatedDelivery ? formatDate(found.estimatedDelivery) : '—'],
                      ['Livrée le', found.actualDelivery ? formatDate(found.actualDelivery) : '—'],
                    ]}
                  />
                </Card>
                <PostalAddressCard title="Adresse de livraison" address={found.shippingAddress} />
                <PostalAddressCard title="Adresse de facturation" address={found.billingAddress} />
              </div>
              <OrderLinesCard items={found.items} />
              <OrderStatusForm key={`${found.id}-${found.status}-${found.paymentStatus}-${found.shippingStatus}`} order={found} onSave={onSave} isSaving={isSaving} saveError={saveError} />
            </>
          )
        }
      </AsyncContent>
    </AdminLayout>
  );
}
