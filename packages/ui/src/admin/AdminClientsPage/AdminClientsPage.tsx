import { TEXT_LIMITS, type PublicClient } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';
import { SearchX } from 'lucide-react';

/** Which accounts the list shows: every one, or the active or inactive ones only. */
export type ClientActivityFilter = 'all' | 'active' | 'inactive';

export interface AdminClientsPageProps extends AdminToolbarProps {
  search: string;
  activity: ClientActivityFilter;
  /** A new search or activity filter; the shop goes back to page 1 with it. */
  onFilterChange: (search: string, activity: ClientActivityFilter) => void;
  clients: AsyncState<{ clients: PublicClient[]; total: number }>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Switches one flag of an account: active (can sign in) or blocked (spec 3 §3 `actif`, `bloque`). */
  onToggle: (client: PublicClient, flag: 'actif' | 'bloque') => void;
  /** The client being changed, if any. */
  changingClientId?: number;
}

const ACTIVITY_OPTIONS = [
  { id: 'all', label: 'Tous' },
  { id: 'active', label: 'Actifs' },
  { id: 'inactive', label: 'Inactifs' },
];

/** /admin/clients: every client account, searched and paged by the server, activated or blocked here; each leads to its orders and invoices. */
export function AdminClientsPage({
  search,
  activity,
  onFilterChange,
  clients,
  page,
  pageSize,
  onPageChange,
  onRetry,
  onToggle,
  changingClientId,
  ...toolbar
}: AdminClientsPageProps) {
  const columns: TableColumn<PublicClient>[] = [
    {
      header: 'Société',
      cell: (client) => (
        <>
          {client.societe}
          <span className={t.muted}>N° {client.id}</span>
        </>
      ),
    },
    { header: 'Pseudo', cell: (client) => client.pseudo },
    { header: 'E-mail', cell: (client) => client.email },
    { header: 'Ville', cell: (client) => [client.code_postal, client.ville].filter(Boolean).join(' ') },
    {
      header: 'État',
      cell: (client) => (
        <>
          <Chip label={client.actif ? 'Actif' : 'Inactif'} tone={client.actif ? 'success' : 'neutral'} />{' '}
          {client.bloque && <Chip label="Bloqué" tone="error" />}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (client) => (
        <>
          <Button
            variant="secondary"
            size="small"
            isDisabled={changingClientId === client.id}
            onPress={() => onToggle(client, 'actif')}
            aria-label={`${client.actif ? 'Désactiver' : 'Activer'} ${client.societe}`}
          >
            {client.actif ? 'Désactiver' : 'Activer'}
          </Button>{' '}
          <Button
            variant="text"
            size="small"
            isDisabled={changingClientId === client.id}
            onPress={() => onToggle(client, 'bloque')}
            aria-label={`${client.bloque ? 'Débloquer' : 'Bloquer'} ${client.societe}`}
          >
            {client.bloque ? 'Débloquer' : 'Bloquer'}
          </Button>{' '}
          <LinkButton href={`/admin/clients/${client.id}`} variant="text" size="small" aria-label={`Commandes et factures de ${client.societe}`}>
            Commandes et factures
          </LinkButton>
        </>
      ),
    },
  ];
  return (
    <AdminLayout title="Clients" {...toolbar}>
      <Card>
        <div className={s.filters} role="search" aria-label="Filtrer les clients">
          <SearchField
            label="Rechercher un client"
            placeholder="Nom, email, entreprise, SIRET ou pseudo"
            maxLength={TEXT_LIMITS.line}
            defaultValue={search}
            onSubmit={(text) => onFilterChange(text, activity)}
            onClear={() => onFilterChange('', activity)}
          />
          <Select label="Compte" options={ACTIVITY_OPTIONS} value={activity} onChange={(id) => onFilterChange(search, (id ?? 'all') as ClientActivityFilter)} />
        </div>
      </Card>
      <AdminTable
        state={clients}
        onRetry={onRetry}
        loadingLabel="Chargement des clients..."
        empty={{ icon: SearchX, title: search ? `Aucun client trouvé pour "${search}"` : 'Aucun client' }}
        label="Clients"
        columns={columns}
        rows={(list) => list.clients}
        rowKey={(client) => client.id}
        pagination={(list) => <Paginator page={page} pageSize={pageSize} total={list.total} onPageChange={onPageChange} label="Pages des clients" itemsPerPageLabel="Clients par page :" />}
      />
    </AdminLayout>
  );
}
