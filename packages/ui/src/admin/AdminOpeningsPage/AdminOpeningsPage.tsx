import { useState } from 'react';
import { contactName, formatDate, type PublicClient } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import { Inbox } from 'lucide-react';

export interface AdminOpeningsPageProps extends AdminToolbarProps {
  /** The registrations awaiting validation, the one waiting longest first. */
  openings: AsyncState<PublicClient[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Opens the account: the client can sign in from now on. */
  onValidate: (client: PublicClient) => void;
  /** Refuses the registration (asked to confirm first): nothing of the person is kept. */
  onRefuse: (client: PublicClient) => void;
  /** The registration being decided, if any: its buttons wait. */
  decidingClientId?: number;
}

const contactOf = (client: PublicClient) => {
  const { firstName, lastName } = contactName(client);
  return [firstName, lastName].filter(Boolean).join(' ');
};

/** /admin/ouvertures: new registrations to validate (the account can then sign in) or refuse. */
export function AdminOpeningsPage({ openings, onRetry, onValidate, onRefuse, decidingClientId, ...toolbar }: AdminOpeningsPageProps) {
  const [refusing, setRefusing] = useState<PublicClient | null>(null);
  const columns: TableColumn<PublicClient>[] = [
    {
      header: 'Société',
      cell: (client) => (
        <>
          {client.societe}
          <span className={t.muted}>{client.siret ? `SIRET ${client.siret}` : 'SIRET non renseigné'}</span>
        </>
      ),
    },
    {
      header: 'Contact',
      cell: (client) => (
        <>
          {contactOf(client)}
          <span className={t.muted}>{client.email}</span>
          {client.telephone && <span className={t.muted}>{client.telephone}</span>}
        </>
      ),
    },
    { header: 'Ville', cell: (client) => [client.code_postal, client.ville].filter(Boolean).join(' ') },
    { header: 'Inscrit le', cell: (client) => (client.date_creation ? formatDate(client.date_creation) : '—') },
    {
      header: 'Actions',
      cell: (client) => (
        <>
          <Button size="small" isDisabled={decidingClientId === client.id} onPress={() => onValidate(client)} aria-label={`Valider ${client.societe}`}>
            Valider
          </Button>{' '}
          <Button
            variant="secondary"
            size="small"
            isDisabled={decidingClientId === client.id}
            onPress={() => setRefusing(client)}
            aria-label={`Refuser ${client.societe}`}
          >
            Refuser
          </Button>
        </>
      ),
    },
  ];
  return (
    <AdminLayout title="Ouvertures de compte" {...toolbar}>
      <AdminTable
        state={openings}
        onRetry={onRetry}
        loadingLabel="Chargement des demandes d'ouverture..."
        empty={{ icon: Inbox, title: "Aucune demande d'ouverture en attente", message: 'Les nouvelles inscriptions apparaîtront ici.' }}
        title={(list) => (list.length === 1 ? '1 demande en attente de validation' : `${list.length} demandes en attente de validation`)}
        label="Demandes d'ouverture de compte"
        columns={columns}
        rows={(list) => list}
        rowKey={(client) => client.id}
      />
      <ConfirmDialog
        title="Refuser la demande"
        message={refusing ? `Refuser l'ouverture du compte de ${refusing.societe} ? Ses informations seront effacées.` : ''}
        confirmLabel="Refuser"
        variant="danger"
        isOpen={refusing !== null}
        onConfirm={() => {
          if (refusing) onRefuse(refusing);
          setRefusing(null);
        }}
        onCancel={() => setRefusing(null)}
      />
    </AdminLayout>
  );
}
