import { useState } from 'react';
import { formatDate, shippingStatusDisplay, type Order, type PagedResult, type ShippingStatus } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import * as f from '../adminFilters.css.ts';
import * as t from '../adminTable.css.ts';
import { DeliveryDialog, type DeliveryDialogProps } from './DeliveryDialog.tsx';

export interface AdminDeliveriesPageProps extends AdminToolbarProps {
  /** The shipping status shown, or undefined for every delivery. */
  shippingStatus: ShippingStatus | undefined;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (shippingStatus: ShippingStatus | undefined) => void;
  deliveries: AsyncState<PagedResult<Order>>;
  onRetry: () => void;
  onPageChange: (page: number) => void;
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
      <AsyncContent
        state={deliveries}
        onRetry={onRetry}
        loadingLabel="Chargement des livraisons..."
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState icon="Truck" title="Aucune livraison dans ce statut" />}
      >
        {(page) => (
          <Card>
            <div className={t.scroller}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col" className={t.headCell}>N° commande</th>
                    <th scope="col" className={t.headCell}>Client et adresse</th>
                    <th scope="col" className={t.headCell}>Statut</th>
                    <th scope="col" className={t.headCell}>Transporteur</th>
                    <th scope="col" className={t.headCell}>N° de suivi</th>
                    <th scope="col" className={t.headCell}>Livraison</th>
                    <th scope="col" className={t.headCell}>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((order) => (
                    <tr key={order.id}>
                      <th scope="row" className={t.cell}>
                        <LinkButton href={`/admin/orders/${encodeURIComponent(order.id)}`} variant="text" size="small">
                          {order.id}
                        </LinkButton>
                        <span className={t.muted}>{formatDate(order.orderDate)}</span>
                      </th>
                      <td className={t.cell}>
                        {order.userName}
                        <span className={t.muted}>{`${order.shippingAddress.postalCode} ${order.shippingAddress.city}`.trim()}</span>
                      </td>
                      <td className={t.cell}>
                        <StatusBadge status={shippingStatusDisplay(order.shippingStatus)} />
                      </td>
                      <td className={t.cell}>{order.carrier || '—'}</td>
                      <td className={t.cell}>{order.trackingNumber || '—'}</td>
                      <td className={t.cell}>{deliveryDate(order)}</td>
                      <td className={t.cell}>
                        <Button
                          variant="secondary"
                          size="small"
                          isDisabled={savingOrderId === order.id}
                          onPress={() => setEditing(order)}
                          aria-label={`Modifier la livraison de ${order.id}`}
                        >
                          Modifier
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des livraisons" />
          </Card>
        )}
      </AsyncContent>
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
