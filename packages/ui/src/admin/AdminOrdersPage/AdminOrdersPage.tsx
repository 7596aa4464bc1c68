import { ADMIN_ORDER_SEARCH_MAX, type AdminOrderFilter, type Order, type PagedResult } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { ORDER_STATUS_OPTIONS, PAYMENT_STATUS_OPTIONS, SHIPPING_STATUS_OPTIONS } from '../statusOptions.ts';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import { orderColumns } from '../OrdersTable/OrdersTable.tsx';
import * as s from '../adminFilters.css.ts';
import { Inbox } from 'lucide-react';

export interface AdminOrdersPageProps extends AdminToolbarProps {
  filter: AdminOrderFilter;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (filter: AdminOrderFilter) => void;
  orders: AsyncState<PagedResult<Order>>;
  onRetry: () => void;
  onPageChange: (page: number) => void;
}

const ORDER_COLUMNS = orderColumns(true);
const ALL = '';
const withAll = (options: SelectOption[]): SelectOption[] => [{ id: ALL, label: 'Tous' }, ...options];

/** /admin/orders: every order, filtered by its three statuses, searched, paged by the server. */
export function AdminOrdersPage({ filter, onFilterChange, orders, onRetry, onPageChange, ...toolbar }: AdminOrdersPageProps) {
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
    <AdminLayout title="Commandes" {...toolbar}>
      <Card>
        <div className={s.filters} role="search" aria-label="Filtrer les commandes">
          <SearchField
            label="Client ou numéro de commande"
            placeholder="Nom, email ou numéro"
            defaultValue={filter.search}
            maxLength={ADMIN_ORDER_SEARCH_MAX}
            onSubmit={(search) => onFilterChange({ ...filter, search })}
            onClear={() => onFilterChange({ ...filter, search: '' })}
          />
          {statusSelect('Statut', 'status', ORDER_STATUS_OPTIONS)}
          {statusSelect('Paiement', 'paymentStatus', PAYMENT_STATUS_OPTIONS)}
          {statusSelect('Livraison', 'shippingStatus', SHIPPING_STATUS_OPTIONS)}
        </div>
      </Card>
      <AdminTable
        state={orders}
        onRetry={onRetry}
        loadingLabel="Chargement des commandes..."
        empty={{ icon: Inbox, title: 'Aucune commande ne correspond à ces critères' }}
        label="Commandes"
        columns={ORDER_COLUMNS}
        rows={(page) => page.items}
        rowKey={(order) => order.id}
        pagination={(page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des commandes" itemsPerPageLabel="Commandes par page :" />}
      />
    </AdminLayout>
  );
}
