import {
  accountOrderStatusDisplay,
  formatLongDate,
  formatDateTime,
  formatEurosHT,
  formatInteger,
  paymentStatusDisplay,
  shippingStatusDisplay,
  TRACKING_UNAVAILABLE_MESSAGE,
  type AccountOrderDetail,
  type CustomerShipment,
  type OrderInvoiceLink,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { FactList } from '../../admin/FactList/FactList.tsx';
import { heading } from '../../forms/formLayout.css.ts';
import { OrderLinesCard } from '../../orders/OrderLinesCard/OrderLinesCard.tsx';
import { PostalAddressCard } from '../../orders/PostalAddressCard/PostalAddressCard.tsx';
import { ShipmentsCard } from '../../orders/ShipmentsCard/ShipmentsCard.tsx';
import { InvoicePdfButton } from '../InvoicePdfButton/InvoicePdfButton.tsx';
import { TrackingTimeline } from '../TrackingTimeline/TrackingTimeline.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './AccountOrderPage.css.ts';
import { SearchX } from 'lucide-react';

export interface AccountOrderPageProps {
  /** The order, or null when the customer has no order with this id (another customer's included). */
  order: AsyncState<AccountOrderDetail | null>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** "Mes Commandes" of the account dashboard, where the page comes from. */
  ordersHref: string;
  /** "Recommander": the order's lines go back into the cart. */
  onReorder: (order: AccountOrderDetail) => void;
  /** While "Commander à nouveau" puts the lines back in the cart: its button waits. */
  reordering?: boolean;
  /** An invoice of the order asked for (PDF). */
  onDownloadInvoice: (invoice: OrderInvoiceLink) => void;
  /** While that PDF downloads: its button waits. */
  downloadingInvoice?: boolean;
  /** Downloads a parcel's delivery note ("Bon de livraison"). */
  onDownloadDeliveryNote: (shipment: CustomerShipment) => void;
}

function OrderDetail({ order, onReorder, reordering = false, onDownloadInvoice, downloadingInvoice = false, onDownloadDeliveryNote }:  { order: AccountOrderDetail } & Omit<AccountOrderPageProps, 'order' | 'onRetry' | 'ordersHref'>) {
  return (
    <>
      <h1 className={heading}>Commande {order.orderNumber}</h1>
      <div className={layout.actions}>
        <StatusBadge status={accountOrderStatusDisplay(order.status, order.statusLabel)} />
        <StatusBadge status={paymentStatusDisplay(order.paymentStatus)} />
        <StatusBadge status={shippingStatusDisplay(order.shippingStatus)} />
      </div>
      <div className={layout.actions}>
        <Button isDisabled={reordering} onPress={() => onReorder(order)}>
          {reordering ? 'Ajout au panier...' : 'Recommander'}
        </Button>
        {order.invoice && (
          <InvoicePdfButton
            invoiceNumber={order.invoice.invoiceNumber}
            label="Télécharger le PDF"
            downloading={downloadingInvoice}
            onPress={() => order.invoice && onDownloadInvoice(order.invoice)}
          />
        )}
      </div>
      <div className={styles.cards}>
        <Card title="Résumé">
          <FactList
            facts={[
              ['Date', formatDateTime(order.date)],
              ['Articles', formatInteger(order.totalQuantity)],
              ['Montant', formatEurosHT(order.totalAmount)],
              ['Livraison estimée', order.estimatedDelivery ? formatLongDate(order.estimatedDelivery) : '—'],
              ['Livrée le', order.deliveredDate ? formatLongDate(order.deliveredDate) : '—'],
              ['Facture', order.invoice?.invoiceNumber ?? 'Pas encore émise'],
            ]}
          />
        </Card>
        <PostalAddressCard title="Adresse de livraison" address={order.shippingAddress} />
        <PostalAddressCard title="Adresse de facturation" address={order.billingAddress} />
      </div>
      <OrderLinesCard items={order.items} />
      {order.shipments && order.shipments.length > 0 && (
        <ShipmentsCard
          shipments={order.shipments}
          onDownloadDeliveryNote={onDownloadDeliveryNote}
          onDownloadInvoice={(shipment) => shipment.invoice && onDownloadInvoice({ id: shipment.invoice.id, invoiceNumber: shipment.invoice.number })}
        />
      )}
      <Card title="Suivi du colis">
        {order.tracking ? <TrackingTimeline tracking={order.tracking} /> : <p className={layout.muted}>{TRACKING_UNAVAILABLE_MESSAGE}</p>}
      </Card>
    </>
  );
}

/** /dashboard/orders/{id}: an order's statuses, lines, addresses, parcels with their delivery notes and invoices, tracking, with "Recommander". */
export function AccountOrderPage({ order, onRetry, ordersHref, ...actions }: AccountOrderPageProps) {
  return (
    <div className={styles.page}>
      <div>
        <LinkButton href={ordersHref} variant="secondary" size="small">
          Retour à mes commandes
        </LinkButton>
      </div>
      <AsyncContent
        state={order}
        onRetry={onRetry}
        loadingLabel="Chargement de la commande..."
        headingLevel={1}
        isEmpty={(found) => found === null}
        empty={<EmptyState icon={SearchX} headingLevel={1} title="Commande introuvable" message="Aucune de vos commandes ne porte ce numéro." />}
      >
        {(found) => found && <OrderDetail order={found} {...actions} />}
      </AsyncContent>
    </div>
  );
}
