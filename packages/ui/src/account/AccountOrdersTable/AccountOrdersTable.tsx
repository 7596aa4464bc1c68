import { accountOrderStatusDisplay, formatLongDate, formatEurosHT, hasTrackingNumber, type AccountOrder, type PagedResult } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { PagedTable } from '../PagedTable/PagedTable.tsx';
import * as layout from '../dashboardLayout.css.ts';
import { Package } from 'lucide-react';

export interface AccountOrdersTableProps {
  /** The page of the customer's orders (amounts HT), or its loading or error state. */
  orders: AsyncState<PagedResult<AccountOrder>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Another page size was chosen: called with it; the caller goes back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  /** The order page's address ("Voir les détails", spec 2 §2.3 tab 1). */
  detailsHref: (order: AccountOrder) => string;
  /** "Suivre le colis", offered only when the order has a tracking number (spec 2 §2.3 tab 1). */
  onTrack: (order: AccountOrder) => void;
  /** "Recommander": the order's lines go back into the cart. */
  onReorder: (order: AccountOrder) => void;
  /** The order whose action is under way. */
  busyId?: string | undefined;
}

/** "Mes Commandes" of the account dashboard (spec 2 §2.3 tab 1), paged 10 by default (5, 10, 25). */
export function AccountOrdersTable({ orders, detailsHref, onTrack, onReorder, busyId, ...paging }: AccountOrdersTableProps) {
  return (
    <PagedTable
      state={orders}
      {...paging}
      loadingLabel="Chargement des commandes..."
      emptyTitle="Aucune commande trouvée"
      emptyIcon={Package}
      label="Mes commandes"
      paginatorLabel="Pages des commandes"
      columns={['N° de commande', 'Date', 'Statut', 'Montant', 'Actions']}
      row={(order) => (
        <tr key={order.id} className={layout.row}>
          <td className={`${layout.cell} ${layout.strong}`}>{order.orderNumber}</td>
          <td className={layout.cell}>{formatLongDate(order.date)}</td>
          <td className={layout.cell}>
            <StatusBadge status={accountOrderStatusDisplay(order.status, order.statusLabel)} />
          </td>
          <td className={layout.cell}>{formatEurosHT(order.totalAmount)}</td>
          <td className={layout.cell}>
            <div className={layout.actions}>
              <LinkButton href={detailsHref(order)} size="small" variant="secondary" aria-label={`Voir les détails de ${order.orderNumber}`}>
                Détails
              </LinkButton>
              {hasTrackingNumber(order) && (
                <Button size="small" variant="secondary" aria-label={`Suivre le colis de ${order.orderNumber}`} onPress={() => onTrack(order)}>
                  Suivre le colis
                </Button>
              )}
              <Button size="small" aria-label={`Recommander ${order.orderNumber}`} isDisabled={busyId === order.id} onPress={() => onReorder(order)}>
                Recommander
              </Button>
            </div>
          </td>
        </tr>
      )}
    />
  );
}
