import {
  formatDateTime,
  formatEuros,
  QUOTE_STATUS_DISPLAY,
  QUOTE_STATUSES,
  quoteStatusDisplay,
  quoteTitle,
  requestedTotals,
  SALES_INBOX_SEARCH_MAX,
  type AdminQuoteFilter,
  type PagedResult,
  type QuoteInboxRow,
  type QuoteStatus,
} from '@otech/domain';
import { Inbox } from 'lucide-react';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import { staffListBindings } from '../AdminListPage/staffListBindings.ts';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';

export interface AdminQuoteRequestsPageProps extends StaffListProps<AdminQuoteFilter> {
  /** The page of requests the server answered for the filter and sort. */
  requests: AsyncState<PagedResult<QuoteInboxRow>>;
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
    sortKey: 'date',
    firstDirection: 'desc',
    cell: ({ quote }) => (
      <>
        {quoteTitle(quote)}
        <span className={t.muted}>{formatDateTime(quote.createdAt)}</span>
      </>
    ),
  },
  {
    header: 'Client',
    sortKey: 'client',
    cell: ({ customer }) => (
      <>
        {customer.company || `Client n° ${customer.id}`}
        <span className={t.muted}>{[customer.name, customer.email].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  { header: 'Produits', cell: productsOf },
  { header: 'Montant HT', align: 'end', cell: ({ quote }) => formatEuros(requestedTotals(quote).totalHT) },
  { header: 'Statut', sortKey: 'statut', cell: ({ quote }) => <StatusBadge status={quoteStatusDisplay(quote.status)} /> },
  {
    header: 'Actions',
    cell: ({ quote }) => (
      <LinkButton href={`/admin/devis/${encodeURIComponent(quote.id)}`} variant="text" size="small" aria-label={`Ouvrir le ${quoteTitle(quote)}`}>
        Ouvrir
      </LinkButton>
    ),
  },
];

/** /admin/devis: every quote request, searched, filtered, sorted and paged by the server (issues 22 and 27), exported. */
export function AdminQuoteRequestsPage({ requests, ...listing }: AdminQuoteRequestsPageProps) {
  const { filter, onFilterChange } = listing;
  return (
    <AdminListPage
      {...staffListBindings(listing, {
        search: { key: 'search', label: 'Client, société ou produit', placeholder: 'Nom, société, e-mail ou produit', maxLength: SALES_INBOX_SEARCH_MAX },
        period: 'Demandée',
        children: <Select label="Statut" options={STATUS_OPTIONS} value={filter.status} onChange={(id) => onFilterChange({ ...filter, status: (id ?? '') as QuoteStatus | '' })} />,
      })}
      title="Demandes de devis"
      label="Demandes de devis"
      count={{ one: 'demande', many: 'demandes' }}
      list={requests}
      loadingLabel="Chargement des demandes de devis..."
      empty={{ icon: Inbox, title: 'Aucune demande de devis ne correspond à ces critères' }}
      columns={COLUMNS}
      rowKey={({ quote }) => quote.id}
    />
  );
}
