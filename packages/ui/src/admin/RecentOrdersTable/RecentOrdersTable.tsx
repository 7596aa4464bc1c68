import { adminOrderStatusDisplay, formatDate, formatEuros, paymentStatusDisplay, type RecentOrder } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import * as t from '../adminTable.css.ts';

export interface RecentOrdersTableProps {
  /** The 10 most recent orders, newest first (domain `recentOrders`). */
  orders: readonly RecentOrder[];
  /** Goes to /admin/orders/{id} or /admin/orders (the shop's router). */
  onNavigate: (href: string) => void;
}

/** "Commandes Récentes" of the administration dashboard (spec 3 §2). */
export function RecentOrdersTable({ orders, onNavigate }: RecentOrdersTableProps) {
  return (
    <Card
      title="Commandes Récentes"
      actions={
        <LinkButton href="/admin/orders" onNavigate={onNavigate} variant="secondary" size="small">
          Voir toutes les commandes
        </LinkButton>
      }
    >
      {orders.length === 0 ? (
        <p>Aucune commande</p>
      ) : (
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
                  <td className={t.cell}>
                    <LinkButton href={`/admin/orders/${encodeURIComponent(order.id)}`} onNavigate={onNavigate} variant="text" size="small" aria-label={`Voir la commande ${order.id}`}>
                      Voir
                    </LinkButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
