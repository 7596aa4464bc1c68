import type { ReactNode } from 'react';
import { useState } from 'react';
import { contactName, formatDate, INVITATION_MESSAGES, type AdminClientActivity } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { AccountStateChip } from '../AccountStateChip/AccountStateChip.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { FactList } from '../FactList/FactList.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { OrdersTable } from '../OrdersTable/OrdersTable.tsx';
import { ClientInvoicesTable } from './ClientInvoicesTable.tsx';
import { accountActions } from './AdminClientDetail.css.ts';
import { Inbox, SearchX } from 'lucide-react';

export interface AdminClientDetailProps extends AdminToolbarProps {
  /** The client with its orders and invoices, or null when no client has this id. */
  activity: AsyncState<AdminClientActivity | null>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Deletes the account (asked to confirm first): deactivated and anonymised, orders and invoices kept; left out, no button (a role that may not change clients, issue 23). */
  onDelete?: (() => void) | undefined;
  /** While the deletion is being stored: the buttons wait. */
  isDeleting?: boolean;
  /** The client's terms of trade, which staff set (`ClientTermsForm`), under the account's card. */
  terms?: ReactNode;
  /** The client's record as staff write it (`ClientRecordForm`), above the terms. */
  record?: ReactNode;
  /** The client's history from the audit trail (`RecordTimeline`), under the invoices. */
  timeline?: ReactNode;
  /** "Envoyer une invitation", shown while the client has no password (an imported client, issue 20). */
  onInvite?: () => void;
  /** While the invitation e-mail is being sent: its button says "Envoi..." and waits. */
  isInviting?: boolean;
  /** What the last invitation gave: sent (to whom, until when) or why not. */
  invitationNotice?: { tone: 'success' | 'error'; message: string } | undefined;
}

type Client = AdminClientActivity['client'];

const facts = (client: Client): [string, string][] => {
  const { firstName, lastName } = contactName(client);
  return [
    ['Contact', [firstName, lastName].filter(Boolean).join(' ') || '—'],
    ['Pseudo', client.pseudo],
    ['E-mail', client.email],
    ['Téléphone', client.telephone || '—'],
    ['SIRET', client.siret || '—'],
    ['Adresse', [client.adresse_debut, [client.code_postal, client.ville].filter(Boolean).join(' '), client.pays].filter(Boolean).join(', ') || 'Adresse non renseignée'],
    ['Client depuis', client.date_creation ? formatDate(client.date_creation) : '—'],
  ];
};

function AccountState({ client, hasPassword }: { client: Client; hasPassword: boolean }) {
  if (client.date_suppression) return <Chip label={`Supprimé le ${formatDate(client.date_suppression)}`} tone="neutral" />;
  return (
    <>
      <AccountStateChip client={client} />{' '}
      {!hasPassword && <Chip label="Sans mot de passe" tone="warning" />}
    </>
  );
}

/** /admin/clients/{id}: the account, its orders and invoices, and its deletion (anonymised, invoices kept). */
export function AdminClientDetail({ activity, onRetry, onDelete, isDeleting = false, terms, record, timeline, onInvite, isInviting = false, invitationNotice, ...toolbar }: AdminClientDetailProps) {
  const [confirming, setConfirming] = useState(false);
  const found = activity.status === 'ready' ? activity.data : null;
  return (
    <AdminLayout title={found ? found.client.societe : 'Client'} {...toolbar}>
      <div>
        <LinkButton href="/admin/clients" variant="secondary" size="small">
          Retour aux clients
        </LinkButton>
      </div>
      <AsyncContent
        state={activity}
        onRetry={onRetry}
        loadingLabel="Chargement du client..."
        isEmpty={(data) => data === null}
        empty={<EmptyState icon={SearchX} title="Client introuvable" message="Aucun client ne porte ce numéro." />}
      >
        {(data) =>
          data && (
            <>
              <Card
                title={`Compte N° ${data.client.id}`}
                actions={
                  !data.client.date_suppression && (
                    <div className={accountActions}>
                      {!data.hasPassword && onInvite && (
                        <Button variant="secondary" size="small" isDisabled={isInviting} onPress={onInvite}>
                          {isInviting ? 'Envoi...' : INVITATION_MESSAGES.send}
                        </Button>
                      )}
                      {onDelete && (
                        <Button variant="danger" size="small" isDisabled={isDeleting} onPress={() => setConfirming(true)}>
                          {isDeleting ? 'Suppression...' : 'Supprimer le compte'}
                        </Button>
                      )}
                    </div>
                  )
                }
              >
                {invitationNotice && <FormNotice tone={invitationNotice.tone}>{invitationNotice.message}</FormNotice>}
                <div>
                  <AccountState client={data.client} hasPassword={data.hasPassword} />
                </div>
                <FactList facts={facts(data.client)} />
              </Card>
              {record}
              {terms}
              <Card title={`Commandes (${data.orders.length})`}>
                {data.orders.length === 0 ? <EmptyState icon={Inbox} title="Aucune commande" headingLevel={3} /> : <OrdersTable orders={data.orders} withShipping label="Commandes du client" />}
              </Card>
              <Card title={`Factures (${data.factures.length})`}>
                {data.factures.length === 0 ? <EmptyState icon={Inbox} title="Aucune facture" headingLevel={3} /> : <ClientInvoicesTable factures={data.factures} />}
              </Card>
              {timeline}
              <ConfirmDialog
                title="Supprimer le compte"
                message={`Supprimer le compte de ${data.client.societe} ? Il est désactivé et ses informations personnelles effacées ; ses commandes et factures sont conservées 10 ans.`}
                confirmLabel="Supprimer"
                variant="danger"
                isOpen={confirming}
                onConfirm={() => {
                  setConfirming(false);
                  onDelete?.();
                }}
                onCancel={() => setConfirming(false)}
              />
            </>
          )
        }
      </AsyncContent>
    </AdminLayout>
  );
}
