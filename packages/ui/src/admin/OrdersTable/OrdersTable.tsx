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
import * as t from '../adminTable.css.ts';

export interface OrdersTableProps {
  /** Orders in the order shown; the shipping column appears when they carry a shipping status. */
  orders: readonly (RecentOrder & { shippingStatus?: ShippingStatus })[];
  withShipping?: boolean;
}

/** The administration's order table: id, customer, date, amount, status chips and the way to the order. */
export function OrdersTable({ orders, withShipping = false }: OrdersTableProps) {
  return (
    <div className={t.scroller}>
      <table className={t.table}>
        <thead>
          <tr>
            <th scope="col" className={t.headCell}>N° commande</th>
            <th scope="col" className={t.headCell}>Client</th>
            <th scope="col" className={t.headCell}>Date</th>
            <th scope="col" className={`${t.headCell} ${t.numeric}`}>Montant</th>
            <th scope="col" className={t.headCell}>Statut</th>
            <th scope="col" className={t.headCell}>Paiement</th>
            {withShipping && <th scope="col" className={t.headCell}>Livraison</th>}
            <th scope="col" className={t.headCell}>Action</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={t.cell}>{order.id}</th>
              <td className={t.cell}>
                {order.userName}
                <span className={t.muted}>{order.userEmail}</span>
              </td>
              <td className={t.cell}>{formatDate(order.orderDate)}</td>
              <td className={`${t.cell} ${t.numeric}`}>{formatEuros(order.totalAmount)}</td>
              <td className={t.cell}><StatusBadge status={adminOrderStatusDisplay(order.status)} /></td>
              <td className={t.cell}><StatusBadge status={paymentStatusDisplay(order.paymentStatus)} /></td>
              {withShipping && (
                <td className={t.cell}>{order.shippingStatus && <StatusBadge status={shippingStatusDisplay(order.shippingStatus)} />}</td>
              )}
              <td className={t.cell}>
                <LinkButton
                  href={`/admin/orders/${encodeURIComponent(order.id)}`}
                  variant="text"
                  size="small"
                  aria-label={`Voir la commande ${order.id}`}
                >
                  Voir
                </LinkButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
