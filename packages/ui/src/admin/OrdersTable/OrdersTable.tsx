import {
  adminOrderStatusDisplay,
  formatDate,
  formatEuros,
  paymentStatusDisplay,
  shippingStatusDisplay,
  type RecentOrder,
  type ShippingStatus,
} from '@otech/domain';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { ColumnTable, type TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';

type TableOrder = RecentOrder & { shippingStatus?: ShippingStatus };

export interface OrdersTableProps {
  /** Orders in the order shown; the shipping column appears when they carry a shipping status. */
  orders: readonly TableOrder[];
  /** Adds the shipping status column (the orders page; the dashboard's recent orders leave it out). */
  withShipping?: boolean;
  /** The table's name for screen readers. */
  label?: string;
}

/** The columns of an order list: id, customer, date, amount, status chips, (shipping) and the way to the order. */
export function orderColumns(withShipping: boolean): TableColumn<TableOrder>[] {
  return [
    { header: 'N° commande', cell: (order) => order.orderNumber },
    {
      header: 'Client',
      cell: (order) => (
        <>
          {order.userName}
          <span className={t.muted}>{order.userEmail}</span>
        </>
      ),
    },
    { header: 'Date', cell: (order) => formatDate(order.orderDate) },
    { header: 'Montant HT', align: 'end', cell: (order) => formatEuros(order.totalAmount) },
    { header: 'Statut', cell: (order) => <StatusBadge status={adminOrderStatusDisplay(order.status)} /> },
    { header: 'Paiement', cell: (order) => <StatusBadge status={paymentStatusDisplay(order.paymentStatus)} /> },
    ...(withShipping
      ? [{ header: 'Livraison', cell: (order: TableOrder) => order.shippingStatus && <StatusBadge status={shippingStatusDisplay(order.shippingStatus)} /> }]
      : []),
    {
      header: 'Action',
      cell: (order) => (
        <LinkButton href={`/admin/orders/${encodeURIComponent(order.id)}`} variant="text" size="small" aria-label={`Voir la commande ${order.orderNumber}`}>
          Voir
        </LinkButton>
      ),
    },
  ];
}

/** The administration's order table: id, customer, date, amount, status chips and the way to the order. */
export function OrdersTable({ orders, withShipping = false, label = 'Commandes' }: OrdersTableProps) {
  return <ColumnTable columns={orderColumns(withShipping)} rows={orders} rowKey={(order) => order.id} label={label} />;
}
