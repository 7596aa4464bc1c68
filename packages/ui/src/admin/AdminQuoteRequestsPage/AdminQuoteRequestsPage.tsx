import {
  formatDateTime,
  formatEuros,
  QUOTE_STATUS_DISPLAY,
  QUOTE_STATUSES,
  quoteStatusDisplay,
  quoteTitle,
  requestedTotals,
  type PagedResult,
  type QuoteInboxFilter,
  type QuoteInboxRow,
  type QuoteStatus,
} from '@otech/domain';
import { Inbox } from 'lucide-react';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { InboxFilters } from '../InboxFilters/InboxFilters.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';

export interface AdminQuoteRequestsPageProps extends AdminToolbarProps {
  filter: QuoteInboxFilter;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (filter: QuoteInboxFilter) => void;
  requests: AsyncState<PagedResult<QuoteInboxRow>>;
  onRetry: () => void;
  onPageChange: (page: number) => void;
}

const STATUS_OPTIONS = [{ id: '', label: 'Tous' }, ...QUOTE_STATUSES.map((id) => ({ id, label: QUOTE_STATUS_DISPLAY[id].label }))];

/** The products asked for: the first two names, then how many more. */
function productsOf({ quote }: QuoteInboxRow): string {
  const names = quote.items.map((item) => item.product.name ?? item.product.id);
  return names.length > 2 ? `${names.slice(0, 2).join(', ')} et ${names.length - 2} autre(s)` : names.join(', ');
}

const COLUMNS: TableColumn<QuoteInboxRow>[] = [
  {
    header: 'Demande',
    nowrap: true,
    cell: ({ quote }) => (
      <>
        {quoteTitle(quote)}
        <span className={t.muted}>{formatDateTime(quote.createdAt)}</span>
      </>
    ),
  },
  {
    header: 'Client',
    cell: ({ customer }) => (
      <>
        {customer.company || `Client n° ${customer.id}`}
        <span className={t.muted}>{[customer.name, customer.email].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  { header: 'Produits', cell: productsOf },
  { header: 'Montant HT', align: 'end', cell: ({ quote }) => formatEuros(requestedTotals(quote).totalHT) },
  { header: 'Statut', cell: ({ quote }) => <StatusBadge status={quoteStatusDisplay(quote.status)} /> },
  {
    header: 'Actions',
    cell: ({ quote }) => (
      <LinkButton href={`/admin/devis/${encodeURIComponent(quote.id)}`} variant="text" size="small" aria-label={`Ouvrir le ${quoteTitle(quote)}`}>
        Ouvrir
      </LinkButton>
    ),
  },
];

/** /admin/devis: every quote request, newest first, searched, filtered and paged by the server (issue 22). */
export function AdminQuoteRequestsPage({ filter, onFilterChange, requests, onRetry, onPageChange, ...toolbar }: AdminQuoteRequestsPageProps) {
  return (
    <AdminLayout title="Demandes de devis" {...toolbar}>
      <InboxFilters<QuoteStatus>
        label="Filtrer les demandes de devis"
        searchLabel="Client, société ou produit"
        searchPlaceholder="Nom, société, e-mail ou produit"
        statusOptions={STATUS_OPTIONS}
        filter={filter}
        onFilterChange={onFilterChange}
      />
      <AdminTable
        state={requests}
        onRetry={onRetry}
        loadingLabel="Chargement des demandes de devis..."
        empty={{ icon: Inbox, title: 'Aucune demande de devis ne correspond à ces critères' }}
        label="Demandes de devis"
        columns={COLUMNS}
        rows={(page) => page.items}
        rowKey={({ quote }) => quote.id}
        pagination={(page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des demandes de devis" itemsPerPageLabel="Demandes par page :" />}
      />
    </AdminLayout>
  );
}
