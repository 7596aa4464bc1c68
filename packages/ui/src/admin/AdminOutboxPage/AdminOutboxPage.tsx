import { formatDateTime, MAIL_STATUS_DISPLAY, MAIL_STATUSES, mailStatusDisplay, type MailStatus, type OutboxMailRow, type PagedResult } from '@otech/domain';
import { Inbox } from 'lucide-react';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';
import * as styles from './AdminOutboxPage.css.ts';

export interface AdminOutboxPageProps extends AdminToolbarProps {
  /** The status shown, or every message. */
  status: MailStatus | undefined;
  /** The status filter changed: a mail status, or undefined for all. */
  onStatusChange: (status: MailStatus | undefined) => void;
  /** The page of e-mails sent or waiting, or its loading or error state. */
  mails: AsyncState<PagedResult<OutboxMailRow>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
}

const STATUS_OPTIONS = [{ id: '', label: 'Tous' }, ...MAIL_STATUSES.map((id) => ({ id, label: MAIL_STATUS_DISPLAY[id].label }))];

const COLUMNS: TableColumn<OutboxMailRow>[] = [
  { header: 'Date', nowrap: true, cell: (mail) => formatDateTime(mail.sentAt ?? mail.createdAt) },
  { header: 'Destinataire', cell: (mail) => mail.to },
  {
    header: 'Objet',
    cell: (mail) => (
      <>
        {mail.subject}
        {mail.attachments.length > 0 && <span className={t.muted}>Pièces jointes : {mail.attachments.join(', ')}</span>}
        {/* Without SMTP the client never receives it: the demo follows the link from here (issue 20). */}
        {mail.invitationLink && (
          <a className={styles.invitationLink} href={mail.invitationLink} target="_blank" rel="noreferrer">
            Lien d’invitation : {mail.invitationLink}
          </a>
        )}
      </>
    ),
  },
  {
    header: 'Statut',
    cell: (mail) => (
      <>
        <StatusBadge status={mailStatusDisplay(mail.status)} />
        {mail.lastError && (
          <span className={t.muted}>
            {mail.attempts} essai(s) : {mail.lastError}
          </span>
        )}
      </>
    ),
  },
];

/** /admin/courriels, "Courriels envoyés": every e-mail of the shop, and those that failed (issue 22). */
export function AdminOutboxPage({ status, onStatusChange, mails, onRetry, onPageChange, ...toolbar }: AdminOutboxPageProps) {
  return (
    <AdminLayout title="Courriels envoyés" {...toolbar}>
      <Card>
        <div className={s.filters} role="search" aria-label="Filtrer les courriels">
          <Select label="Statut" options={STATUS_OPTIONS} value={status ?? ''} onChange={(id) => onStatusChange(id ? (id as MailStatus) : undefined)} />
        </div>
      </Card>
      <AdminTable
        state={mails}
        onRetry={onRetry}
        loadingLabel="Chargement des courriels..."
        empty={{ icon: Inbox, title: 'Aucun courriel' }}
        label="Courriels envoyés"
        columns={COLUMNS}
        rows={(page) => page.items}
        rowKey={(mail) => mail.id}
        pagination={(page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des courriels" itemsPerPageLabel="Courriels par page :" />}
      />
    </AdminLayout>
  );
}
