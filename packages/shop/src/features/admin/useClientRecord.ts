import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_CLIENT_MESSAGES } from '@otech/domain';
import type { StaffClient } from '@otech/domain';
import { refusedFields } from '../../app/refusedFields.ts';
import { saveStaffClient, setStaffClientActive } from './clientRecordApi.ts';
import { representativesQuery } from './clientRecordQueries.ts';
import { adminKeys } from './queries.ts';

/** The client page's record form (issue 23): saving, deactivating and reactivating, each refreshing the page's data. */
export function useClientRecord(clientId: string) {
  const queryClient = useQueryClient();
  const representatives = useQuery(representativesQuery());
  // The page's data and its history both change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const save = useMutation({ mutationFn: (record: StaffClient) => saveStaffClient(clientId, record), onSuccess: refresh });
  const activation = useMutation({ mutationFn: (active: boolean) => setStaffClientActive(clientId, active), onSuccess: refresh });
  const failed = save.error ?? activation.error;
  const notice = failed
    ? { tone: 'error' as const, message: failed.message }
    : save.isSuccess
      ? { tone: 'success' as const, message: STAFF_CLIENT_MESSAGES.saved }
      : activation.isSuccess
        ? { tone: 'success' as const, message: activation.variables ? STAFF_CLIENT_MESSAGES.reactivated : STAFF_CLIENT_MESSAGES.deactivated }
        : undefined;
  return {
    representatives: representatives.data ?? [],
    onSave: (record: StaffClient) => {
      activation.reset();
      save.mutate(record);
    },
    onSetActive: (active: boolean) => {
      save.reset();
      activation.mutate(active);
    },
    isSaving: save.isPending || activation.isPending,
    refusedFields: refusedFields(save.error),
    notice,
  };
}
