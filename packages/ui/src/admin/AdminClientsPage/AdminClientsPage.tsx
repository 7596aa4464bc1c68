import { SearchX } from 'lucide-react';
import {
  clientAccountState,
  CLIENT_ACCOUNT_STATE_LABELS,
  CLIENT_ACCOUNT_STATES,
  formatDate,
  TEXT_LIMITS,
  type AdminClientFilter,
  type ClientAccountState,
  type PagedResult,
  type PublicClient,
} from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { ListBulkFeedback, listSelection, type ListBulkProps } from '../ListBulk/ListBulk.tsx';
import { AccountStateChip } from '../AccountStateChip/AccountStateChip.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';

export interface AdminClientsPageProps extends StaffListProps<AdminClientFilter> {
  /** The page of clients the server answered for the filter and sort. */
  clients: AsyncState<PagedResult<PublicClient>>;
  /**
   * Switches one flag of an account: active (can sign in) or blocked (spec 3 §3 `actif`, `bloque`).
   * Absent for a role that may not change clients: the list is read-only, with no Activer/Bloquer.
   */
  onToggle?: ((client: PublicClient, flag: 'actif' | 'bloque') => void) | undefined;
  /** The client being changed, if any. */
  changingClientId?: number;
  /** Checkboxes and the bulk actions of the member's role (issue 23). */
  bulk?: ListBulkProps | undefined;
  /** Whether the member's role may create a client: then « Nouveau client » leads to /admin/clients/nouveau. */
  canCreateClient?: boolean;
}

interface AccountTogglesProps {
  client: PublicClient;
  onToggle: (client: PublicClient, flag: 'actif' | 'bloque') => void;
  isDisabled: boolean;
}

/**
 * Activer/Désactiver and Bloquer/Débloquer, one flag each. A registration awaiting validation is
 * not activated here: only /admin/ouvertures' validation opens it (decision 221).
 */
function AccountToggles({ client, onToggle, isDisabled }: AccountTogglesProps) {
  const pending = clientAccountState(client) === 'en_attente';
  return (
    <>
      {!pending && (
        <>
          <Button variant="secondary" size="small" isDisabled={isDisabled} onPress={() => onToggle(client, 'actif')} aria-label={`${client.actif ? 'Désactiver' : 'Activer'} ${client.societe}`}>
            {client.actif ? 'Désactiver' : 'Activer'}
          </Button>{' '}
        </>
      )}
      <Button variant="text" size="small" isDisabled={isDisabled} onPress={() => onToggle(client, 'bloque')} aria-label={`${client.bloque ? 'Débloquer' : 'Bloquer'} ${client.societe}`}>
        {client.bloque ? 'Débloquer' : 'Bloquer'}
      </Button>{' '}
    </>
  );
}

const STATE_OPTIONS = [{ id: '', label: 'Tous' }, ...CLIENT_ACCOUNT_STATES.map((id) => ({ id, label: CLIENT_ACCOUNT_STATE_LABELS[id].filter }))];

/** /admin/clients: every client account, searched, filtered, sorted and paged by the server, activated or blocked here, exported; each leads to its orders and invoices. */
export function AdminClientsPage({
  filter,
  onFilterChange,
  clients,
  page,
  onPageChange,
  sort,
  onSortChange,
  onRetry,
  onExport,
  exporting,
  onToggle,
  changingClientId,
  bulk,
  canCreateClient = false,
  ...toolbar
}: AdminClientsPageProps) {
  const columns: TableColumn<PublicClient>[] = [
    {
      header: 'Société',
      sortKey: 'societe',
      cell: (client) => (
        <>
          {client.societe}
          <span className={t.muted}>N° {client.id}</span>
        </>
      ),
    },
    { header: 'Pseudo', cell: (client) => client.pseudo },
    { header: 'E-mail', cell: (client) => client.email },
    { header: 'Ville', sortKey: 'ville', cell: (client) => [client.code_postal, client.ville].filter(Boolean).join(' ') },
    { header: 'Créé le', sortKey: 'creation', firstDirection: 'desc', nowrap: true, cell: (client) => (client.date_creation ? formatDate(client.date_creation) : '—') },
    {
      header: 'État',
      cell: (client) => <AccountStateChip client={client} />,
    },
    {
      header: onToggle ? 'Actions' : 'Fiche',
      cell: (client) => (
        <>
          {onToggle && <AccountToggles client={client} onToggle={onToggle} isDisabled={changingClientId === client.id} />}
          <LinkButton href={`/admin/clients/${client.id}`} variant="text" size="small" aria-label={`Commandes et factures de ${client.societe}`}>
            Commandes et factures
          </LinkButton>
        </>
      ),
    },
  ];
  return (
    <AdminListPage
      {...toolbar}
      title="Clients"
      action={
        canCreateClient && (
          <LinkButton href="/admin/clients/nouveau" variant="primary" size="small">
            Nouveau client
          </LinkButton>
        )
      }
      label="Clients"
      count={{ one: 'client', many: 'clients' }}
      list={clients}
      onRetry={onRetry}
      loadingLabel="Chargement des clients..."
      empty={{ icon: SearchX, title: filter.search ? `Aucun client trouvé pour "${filter.search}"` : 'Aucun client ne correspond à ces critères' }}
      columns={columns}
      rowKey={(client) => String(client.id)}
      page={page}
      onPageChange={onPageChange}
      filters={{
        filter,
        onFilterChange,
        search: { key: 'search', label: 'Rechercher un client', placeholder: 'Nom, email, entreprise, SIRET ou pseudo', maxLength: TEXT_LIMITS.line },
        period: 'Création du compte',
        children: <Select label="Compte" options={STATE_OPTIONS} value={filter.compte} onChange={(id) => onFilterChange({ ...filter, compte: (id ?? '') as ClientAccountState | '' })} />,
      }}
      sort={sort}
      onSortChange={onSortChange}
      onExport={onExport}
      exporting={exporting}
      {...(bulk ? { selection: listSelection(bulk, (client: PublicClient) => `Sélectionner ${client.societe || client.email}`) } : {})}
    >
      {bulk && <ListBulkFeedback {...bulk} />}
    </AdminListPage>
  );
}
