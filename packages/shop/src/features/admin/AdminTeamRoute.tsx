import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_MESSAGES, STAFF_SNACKBARS, type PublicAdmin, type StaffCreateValues, type StaffRole } from '@otech/domain';
import { AdminTeamPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { addStaffMember, changeStaffMember } from './api.ts';
import { adminKeys, staffQuery } from './queries.ts';

type Change = { member: PublicAdmin; change: { role: StaffRole } | { active: boolean } };

const refusal = (error: unknown) => (error instanceof ApiError ? error.message : STAFF_MESSAGES.failed);

/** /admin/equipe (issue 23): the team, wired to /api/admin/staff. */
export function AdminTeamRoute() {
  const toolbar = useAdminToolbar();
  const members = useQuery(staffQuery());
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const add = useMutation({
    mutationFn: (member: StaffCreateValues) => addStaffMember(member),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff() });
      setFormKey((key) => key + 1);
      notify(STAFF_SNACKBARS.created);
    },
  });
  const change = useMutation({
    mutationFn: ({ member, change: what }: Change) => changeStaffMember(member.id, what),
    onSuccess: (_member, { change: what }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff() });
      notify('active' in what && !what.active ? STAFF_SNACKBARS.deactivated : STAFF_SNACKBARS.updated);
    },
    onError: (error) => notify(STAFF_SNACKBARS.refused(refusal(error))),
  });
  return (
    <AdminTeamPage
      {...toolbar}
      members={toAsyncState(members, "Erreur lors du chargement de l'équipe")}
      onRetry={() => void members.refetch()}
      onAdd={(member) => add.mutate(member)}
      adding={add.isPending}
      addError={add.isError ? refusal(add.error) : undefined}
      formKey={formKey}
      onChangeRole={(member, role) => change.mutate({ member, change: { role } })}
      onSetActive={(member, active) => change.mutate({ member, change: { active } })}
      changingMemberId={change.isPending ? change.variables.member.id : undefined}
    />
  );
}
