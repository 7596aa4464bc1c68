import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import {
  adminOrderStatusDisplay,
  CREDIT_HOLD_LABEL,
  formatDate,
  formatDateTime,
  formatEuros,
  FRENCH,
  OrderStatusUpdateSchema,
  paymentStatusDisplay,
  shippingStatusDisplay,
  STAFF_CONFIRMATIONS,
  type CustomerShipment,
  type Order,
  type OrderShipments,
  type OrderStatusUpdate,
  type ShipmentInput,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { FactList } from '../FactList/FactList.tsx';
import { OrderLinesCard } from '../../orders/OrderLinesCard/OrderLinesCard.tsx';
import { PostalAddressCard } from '../../orders/PostalAddressCard/PostalAddressCard.tsx';
import { ShipmentsCard } from '../../orders/ShipmentsCard/ShipmentsCard.tsx';
import { ShipmentForm } from '../ShipmentForm/ShipmentForm.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { ORDER_STATUS_OPTIONS, PAYMENT_STATUS_OPTIONS, SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import * as s from './AdminOrderDetail.css.ts';
import { SearchX } from 'lucide-react';

export interface AdminOrderDetailProps extends AdminToolbarProps {
  /** The order, or null when no order has this id. */
  order: AsyncState<Order | null>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Saves the statuses, carrier and tracking number (any transition, spec 3 §4); left out, the form is not shown (a role that may not change orders, issue 23). */
  onSave?: ((update: OrderStatusUpdate) => void) | undefined;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** Why the last save failed, in French. */
  saveError?: string;
  /** "Valider la commande" of an order held on credit (issue 22): confirmed, its stock taken, the customer told. */
  onValidate?: (() => void) | undefined;
  /** While a credit-held order's validation is being stored: its button waits. */
  isValidating?: boolean;
  /** The order's parcels and what remains to ship (issue 22); the section waits for them. */
  shipments: AsyncState<OrderShipments>;
  /** "Expédier le colis": a parcel of the remaining lines; left out, no form (a role that may not ship, issue 23). */
  onShip?: ((input: ShipmentInput) => void) | undefined;
  /** While a parcel is being recorded: the shipment form's button waits. */
  isShipping?: boolean;
  /** Why the last parcel was refused, in French. */
  shipError?: string | undefined;
  /** A parcel's delivery note (PDF) asked for. */
  onDownloadDeliveryNote: (shipment: CustomerShipment) => void;
  /** A parcel's invoice (PDF) asked for, once issued. */
  onDownloadInvoice: (shipment: CustomerShipment) => void;
  /** "Émettre la facture" of a parcel shipped without one; left out, the parcel says « Facture à venir » (a role that may not invoice). */
  onIssueInvoice?: ((shipment: CustomerShipment) => void) | undefined;
  /** The id of the parcel whose invoice is being issued: its button waits; undefined when none. */
  issuingInvoiceFor?: string | undefined;
  /** The order's history from the audit trail (`RecordTimeline`), under its statuses. */
  timeline?: ReactNode;
}

type ShippingProps = Pick<AdminOrderDetailProps, 'shipments' | 'onShip' | 'isShipping' | 'shipError' | 'onDownloadDeliveryNote' | 'onDownloadInvoice' | 'onIssueInvoice' | 'issuingInvoiceFor'>;

/** The parcels sent and the form of the next one, once the order's parcels are read. */
function OrderShipping({ shipments, onShip, isShipping, shipError, ...parcelActions }: ShippingProps) {
  if (shipments.status !== 'ready') return null;
  const { data } = shipments;
  return (
    <>
      <ShipmentsCard shipments={data.shipments} {...parcelActions} />
      {/* A new form after each parcel: its quantities start from what now remains. */}
      {onShip && <ShipmentForm key={data.shipments.length} toShip={data.toShip} onShip={onShip} isShipping={isShipping} shipError={shipError} />}
    </>
  );
}

/** Changes the three statuses, the carrier and the tracking number of one order. */
function OrderStatusForm({ order, onSave, isSaving = false, saveError }: { order: Order; onSave: (update: OrderStatusUpdate) => void } & Pick<AdminOrderDetailProps, 'isSaving' | 'saveError'>) {
  const form = useSchemaForm(
    OrderStatusUpdateSchema,
    { status: order.status, paymentStatus: order.paymentStatus, shippingStatus: order.shippingStatus, carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' },
    FRENCH,
  );
  const { control } = form;
  // Cancelling is asked again: one wrong choice in the list would otherwise cancel the order at once.
  const [cancelling, setCancelling] = useState<OrderStatusUpdate | null>(null);
  const save = (input: OrderStatusUpdate) => (input.status === 'cancelled' && order.status !== 'cancelled' ? setCancelling(input) : onSave(input));
  const question = STAFF_CONFIRMATIONS.cancelOrder(order.orderNumber);
  return (
    <Card title="Modifier les statuts">
      <ConfirmDialog
        {...question}
        variant="danger"
        isOpen={cancelling !== null}
        onConfirm={() => {
          if (cancelling) onSave(cancelling);
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
      <form className={s.form} noValidate onSubmit={form.handleSubmit(save)} aria-label="Modifier les statuts">
        <Controller control={control} name="status" render={(binding) => <Select label="Statut de la commande" options={ORDER_STATUS_OPTIONS} {...selectBinding(binding)} />} />
        <Controller control={control} name="paymentStatus" render={(binding) => <Select label="Statut du paiement" options={PAYMENT_STATUS_OPTIONS} {...selectBinding(binding)} />} />
        <Controller control={control} name="shippingStatus" render={(binding) => <Select label="Statut de livraison" options={SHIPPING_STATUS_OPTIONS} {...selectBinding(binding)} />} />
        <FormTextField control={control} name="carrier" label="Transporteur" />
        <FormTextField control={control} name="trackingNumber" label="Numéro de suivi" />
        <div className={s.formActions}>
          <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
            Enregistrer
          </SubmitButton>
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

/** /admin/orders/{id}: lines, addresses, delivery, its parcels and the next one, and the statuses to change (spec 3 §3, §4; issue 22); an order held on credit, to validate. */
export function AdminOrderDetail({ order, onRetry, onSave, isSaving, saveError, onValidate, isValidating = false, shipments, onShip, isShipping, shipError, onDownloadDeliveryNote, onDownloadInvoice, onIssueInvoice, issuingInvoiceFor, timeline, ...toolbar }: AdminOrderDetailProps) {
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
              {found.creditHold && (
                <Card title={CREDIT_HOLD_LABEL}>
                  <p>{`${found.userName} : l’encours dépasserait le plafond autorisé. Validez la commande pour la confirmer et réserver son stock.`}</p>
                  {onValidate && (
                    <Button onPress={onValidate} isDisabled={isValidating}>
                      {isValidating ? 'Validation...' : 'Valider la commande'}
                    </Button>
                  )}
                </Card>
              )}
              <div className={s.columns}>
                <Card title="Résumé">
                  <FactList
                    facts={[
                      ['Date', formatDateTime(found.orderDate)],
                      ['Client', `${found.userName} (${found.userEmail})`],
                      ['Montant HT', formatEuros(found.totalAmount)],
                      ...(found.purchaseOrderReference ? [['Référence client', found.purchaseOrderReference] as [string, string]] : []),
                      ...(found.requestedDeliveryDate ? [['Livraison souhaitée', formatDate(found.requestedDeliveryDate)] as [string, string]] : []),
                      ...(found.comment ? [['Commentaire', found.comment] as [string, string]] : []),
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
              <OrderShipping
                shipments={shipments}
                onShip={onShip}
                isShipping={isShipping}
                shipError={shipError}
                onDownloadDeliveryNote={onDownloadDeliveryNote}
                onDownloadInvoice={onDownloadInvoice}
                onIssueInvoice={onIssueInvoice}
                issuingInvoiceFor={issuingInvoiceFor}
              />
              {onSave && <OrderStatusForm key={`${found.id}-${found.status}-${found.paymentStatus}-${found.shippingStatus}`} order={found} onSave={onSave} isSaving={isSaving} saveError={saveError} />}
              {timeline}
            </>
          )
        }
      </AsyncContent>
    </AdminLayout>
  );
}
