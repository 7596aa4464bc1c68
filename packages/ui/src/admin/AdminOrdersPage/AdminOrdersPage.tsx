import { Inbox } from 'lucide-react';
import { ADMIN_ORDER_SEARCH_MAX, type AdminOrderFilter, type Order, type PagedResult } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { ListBulkFeedback, listSelection, type ListBulkProps } from '../ListBulk/ListBulk.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import { staffListBindings } from '../AdminListPage/staffListBindings.ts';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import { ORDER_STATUS_OPTIONS, PAYMENT_STATUS_OPTIONS, SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import { orderColumns } from '../OrdersTable/OrdersTable.tsx';

export interface AdminOrdersPageProps extends StaffListProps<AdminOrderFilter> {
  /** The page of orders the server answered for the filter and sort. */
  orders: AsyncState<PagedResult<Order>>;
  /** Checkboxes and the bulk actions of the member's role (issue 23). */
  bulk?: ListBulkProps | undefined;
}

/** The columns the server sorts by (GET /admin/orders `sort`), by header. */
const SORT_KEYS: Readonly<Record<string, Pick<TableColumn<Order>, 'sortKey' | 'firstDirection'>>> = {
  'N° commande': { sortKey: 'numero', firstDirection: 'desc' },
  Client: { sortKey: 'client' },
  Date: { sortKey: 'date', firstDirection: 'desc' },
  'Montant HT': { sortKey: 'montant', firstDirection: 'desc' },
};
const ORDER_COLUMNS: TableColumn<Order>[] = orderColumns(true).map((column) => ({ ...column, ...SORT_KEYS[column.header] }));
const ALL = '';
const withAll = (options: SelectOption[]): SelectOption[] => [{ id: ALL, label: 'Tous' }, ...options];

/** /admin/orders: every order, searched, filtered by its three statuses and its date, sorted and paged by the server, exported. */
export function AdminOrdersPage({ orders, bulk, ...listing }: AdminOrdersPageProps) {
  const { filter, onFilterChange } = listing;
  const statusSelect = (label: string, key: 'status' | 'paymentStatus' | 'shippingStatus', options: SelectOption[]) => (
    <Select
      label={label}
      options={withAll(options)}
      value={filter[key] ?? ALL}
      onChange={(id) => {
        const next: AdminOrderFilter = { ...filter };
        if (id) Object.assign(next, { [key]: id });
        else delete next[key];
        onFilterChange(next);
      }}
    />
  );
  return (
    <AdminListPage
      {...staffListBindings(listing, {
        search: { key: 'search', label: 'Client ou numéro de commande', placeholder: 'Nom, email ou numéro', maxLength: ADMIN_ORDER_SEARCH_MAX },
        period: 'Date de commande',
        children: (
          <>
            {statusSelect('Statut', 'status', ORDER_STATUS_OPTIONS)}
            {statusSelect('Paiement', 'paymentStatus', PAYMENT_STATUS_OPTIONS)}
            {statusSelect('Livraison', 'shippingStatus', SHIPPING_STATUS_OPTIONS)}
          </>
        ),
      })}
      title="Commandes"
      label="Commandes"
      count={{ one: 'commande', many: 'commandes' }}
      list={orders}
      loadingLabel="Chargement des commandes..."
      empty={{ icon: Inbox, title: 'Aucune commande ne correspond à ces critères' }}
      columns={ORDER_COLUMNS}
      rowKey={(order) => order.id}
      {...(bulk ? { selection: listSelection(bulk, (order: Order) => `Sélectionner ${order.orderNumber ?? order.id}`) } : {})}
    >
      {bulk && <ListBulkFeedback {...bulk} />}
    </AdminListPage>
  );
}
