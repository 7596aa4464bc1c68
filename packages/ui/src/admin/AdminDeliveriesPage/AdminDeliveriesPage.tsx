import { useState } from 'react';
import { formatDate, shippingStatusDisplay, type Order, type PagedResult, type ShippingStatus } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import * as f from '../adminFilters.css.ts';
import * as t from '../adminTable.css.ts';
import { DeliveryDialog, type DeliveryDialogProps } from './DeliveryDialog.tsx';
import { Truck } from 'lucide-react';

export interface AdminDeliveriesPageProps extends AdminToolbarProps {
  /** The shipping status shown, or undefined for every delivery. */
  shippingStatus: ShippingStatus | undefined;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (shippingStatus: ShippingStatus | undefined) => void;
  /** The page of orders to ship or being shipped, or its loading or error state. */
  deliveries: AsyncState<PagedResult<Order>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** A delivery's dialog saved: the order and its new shipping status, carrier and tracking number. */
  onSave: DeliveryDialogProps['onSave'];
  /** The order being saved, if any: its 'Modifier' waits. */
  savingOrderId?: string;
}

const deliveryDate = (order: Order) => {
  if (order.actualDelivery) return `Livrée le ${formatDate(order.actualDelivery)}`;
  return order.estimatedDelivery ? `Prévue le ${formatDate(order.estimatedDelivery)}` : '—';
};

/** /admin/livraisons: deliveries to follow by shipping status, with carrier, tracking number and dates. */
export function AdminDeliveriesPage({
  shippingStatus,
  onFilterChange,
  deliveries,
  onRetry,
  onPageChange,
  onSave,
  savingOrderId,
  ...toolbar
}: AdminDeliveriesPageProps) {
  const [editing, setEditing] = useState<Order | null>(null);
  const columns: TableColumn<Order>[] = [
    {
      header: 'N° commande',
      cell: (order) => (
        <>
          <LinkButton href={`/admin/orders/${encodeURIComponent(order.id)}`} variant="text" size="small">
            {order.orderNumber}
          </LinkButton>
          <span className={t.muted}>{formatDate(order.orderDate)}</span>
        </>
      ),
    },
    {
      header: 'Client et adresse',
      cell: (order) => (
        <>
          {order.userName}
          <span className={t.muted}>{`${order.shippingAddress.postalCode} ${order.shippingAddress.city}`.trim()}</span>
        </>
      ),
    },
    { header: 'Statut', cell: (order) => <StatusBadge status={shippingStatusDisplay(order.shippingStatus)} /> },
    { header: 'Transporteur', cell: (order) => order.carrier || '—' },
    { header: 'N° de suivi', cell: (order) => order.trackingNumber || '—' },
    { header: 'Livraison', cell: deliveryDate },
    {
      header: 'Action',
      cell: (order) => (
        <Button
          variant="secondary"
          size="small"
          isDisabled={savingOrderId === order.id}
          onPress={() => setEditing(order)}
          aria-label={`Modifier la livraison de ${order.orderNumber}`}
        >
          Modifier
        </Button>
      ),
    },
  ];
  return (
    <AdminLayout title="Livraisons" {...toolbar}>
      <Card>
        <div className={f.filters} role="search" aria-label="Filtrer les livraisons">
          <Select
            label="Statut de livraison"
            options={[{ id: '', label: 'Tous' }, ...SHIPPING_STATUS_OPTIONS]}
            value={shippingStatus ?? ''}
            onChange={(id) => onFilterChange(id ? (id as ShippingStatus) : undefined)}
          />
        </div>
      </Card>
      <AdminTable
        state={deliveries}
        onRetry={onRetry}
        loadingLabel="Chargement des livraisons..."
        empty={{ icon: Truck, title: 'Aucune livraison dans ce statut' }}
        label="Livraisons"
        columns={columns}
        rows={(page) => page.items}
        rowKey={(order) => order.id}
        pagination={(page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des livraisons" itemsPerPageLabel="Commandes par page :" />}
      />
      <DeliveryDialog
        order={editing}
        onClose={() => setEditing(null)}
        onSave={(order, update) => {
          setEditing(null);
          onSave(order, update);
        }}
      />
    </AdminLayout>
  );
}
