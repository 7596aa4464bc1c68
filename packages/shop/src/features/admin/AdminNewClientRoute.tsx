import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { STAFF_CLIENT_SNACKBARS } from '@otech/domain';
import { AdminLayout, ClientRecordForm } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { createStaffClient } from './clientRecordApi.ts';
import { representativesQuery } from './clientRecordQueries.ts';
import { adminKeys } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/clients/nouveau (issue 23): the new client's record; once created, its page, where its terms are set. */
export function AdminNewClientRoute() {
  const toolbar = useAdminToolbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const representatives = useQuery(representativesQuery());
  const create = useMutation({
    mutationFn: createStaffClient,
    onSuccess: (client) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(STAFF_CLIENT_SNACKBARS.created);
      void navigate(`/admin/clients/${client.id}`);
    },
  });
  return (
    <AdminLayout title="Nouveau client" {...toolbar}>
      <ClientRecordForm
        representatives={representatives.data ?? []}
        onSave={(record) => create.mutate(record)}
        isSaving={create.isPending}
        refusedFields={refusedFields(create.error)}
        notice={create.isError ? { tone: 'error', message: create.error.message } : undefined}
      />
    </AdminLayout>
  );
}
