import type { RecentOrder } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { OrdersTable } from '../OrdersTable/OrdersTable.tsx';

export interface RecentOrdersTableProps {
  /** The 10 most recent orders, newest first (domain `recentOrders`). */
  orders: readonly RecentOrder[];
}

/** "Commandes Récentes" of the administration dashboard (spec 3 §2). */
export function RecentOrdersTable({ orders }: RecentOrdersTableProps) {
  return (
    <Card
      title="Commandes Récentes"
      actions={
        <LinkButton href="/admin/orders" variant="secondary" size="small">
          Voir toutes les commandes
        </LinkButton>
      }
    >
      {orders.length === 0 ? (
        <p>Aucune commande</p>
      ) : (
        <OrdersTable orders={orders} label="Commandes Récentes" />
      )}
    </Card>
  );
}
