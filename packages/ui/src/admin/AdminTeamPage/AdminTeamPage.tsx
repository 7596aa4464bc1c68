import { useState } from 'react';
import { UsersRound } from 'lucide-react';
import { STAFF_ROLE_LABELS, type PublicAdmin, type StaffCreateValues, type StaffRole } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { NativeSelect } from '../../base/NativeSelect/NativeSelect.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { ROLE_OPTIONS, StaffMemberForm } from '../StaffMemberForm/StaffMemberForm.tsx';
import * as t from '../adminTable.css.ts';
import * as s from './AdminTeamPage.css.ts';

export interface AdminTeamPageProps extends AdminToolbarProps {
  /** Every staff member, by name. */
  members: AsyncState<PublicAdmin[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** A member added from the form: name, e-mail, role and first password. */
  onAdd: (member: StaffCreateValues) => void;
  /** While a member is being added. */
  adding: boolean;
  /** Why the last addition was refused (a taken e-mail). */
  addError?: string | undefined;
  /** Bumped after each addition, so the form starts empty again. */
  formKey: number;
  /** A member's role changed: the member and the new role. */
  onChangeRole: (member: PublicAdmin, role: StaffRole) => void;
  /** Deactivation (asked to confirm first) ends the member's sessions at once. */
  onSetActive: (member: PublicAdmin, active: boolean) => void;
  /** The member being changed, if any: their controls wait. */
  changingMemberId?: string | undefined;
}

/** /admin/equipe (issue 23): the Administrateur adds staff, changes their role, deactivates or reactivates them. */
export function AdminTeamPage({ members, onRetry, onAdd, adding, addError, formKey, onChangeRole, onSetActive, changingMemberId, ...toolbar }: AdminTeamPageProps) {
  const [deactivating, setDeactivating] = useState<PublicAdmin | null>(null);
  const columns: TableColumn<PublicAdmin>[] = [
    {
      header: 'Nom',
      cell: (member) => (
        <>
          {member.name}
          <span className={t.muted}>{member.email}</span>
        </>
      ),
    },
    {
      header: 'Rôle',
      cell: (member) => (
        <NativeSelect
          label={`Rôle de ${member.name}`}
          hideLabel
          options={ROLE_OPTIONS}
          value={member.role}
          isDisabled={changingMemberId === member.id}
          onChange={(role) => onChangeRole(member, role as StaffRole)}
        />
      ),
    },
    { header: 'État', cell: (member) => (member.active ? 'Actif' : 'Désactivé') },
    {
      header: 'Actions',
      cell: (member) =>
        member.active ? (
          <Button variant="secondary" size="small" isDisabled={changingMemberId === member.id} onPress={() => setDeactivating(member)} aria-label={`Désactiver ${member.name}`}>
            Désactiver
          </Button>
        ) : (
          <Button size="small" isDisabled={changingMemberId === member.id} onPress={() => onSetActive(member, true)} aria-label={`Réactiver ${member.name}`}>
            Réactiver
          </Button>
        ),
    },
  ];
  return (
    <AdminLayout title="Équipe" {...toolbar}>
      <div className={s.page}>
        <AdminTable
          state={members}
          onRetry={onRetry}
          loadingLabel="Chargement de l'équipe..."
          empty={{ icon: UsersRound, title: "Aucun membre de l'équipe", message: 'Ajoutez un premier membre ci-dessous.' }}
          title={(list) => (list.length === 1 ? '1 membre' : `${list.length} membres`)}
          label="Membres de l'équipe"
          columns={columns}
          rows={(list) => list}
          rowKey={(member) => member.id}
        />
        <div className={s.addCard}>
          <Card title="Ajouter un membre">
            <StaffMemberForm key={formKey} onSubmit={onAdd} saving={adding} errorMessage={addError} />
          </Card>
        </div>
      </div>
      <ConfirmDialog
        title="Désactiver le membre"
        message={deactivating ? `Désactiver ${deactivating.name} (${STAFF_ROLE_LABELS[deactivating.role]}) ? Ses sessions prennent fin immédiatement.` : ''}
        confirmLabel="Désactiver"
        variant="danger"
        isOpen={deactivating !== null}
        onConfirm={() => {
          if (deactivating) onSetActive(deactivating, false);
          setDeactivating(null);
        }}
        onCancel={() => setDeactivating(null)}
      />
    </AdminLayout>
  );
}
