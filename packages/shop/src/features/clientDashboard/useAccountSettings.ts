import { useAtom } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_SNACKBARS, CLIENT_DASHBOARD_SNACKBARS, LOAD_ERRORS } from '@otech/domain';
import { toAsyncState } from '../../app/asyncState.ts';
import { currentUserAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { saveAccountSettings } from './api.ts';
import { accountKeys, accountSettingsQuery } from './queries.ts';

/** The account form of "Paramètres du Compte" (spec 2 §2.3 tab 6): the record's fields, read and saved. */
export function useAccountSettings() {
  const [user, setUser] = useAtom(currentUserAtom);
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({ ...accountSettingsQuery(userId), enabled: userId !== '' });
  const save = useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.settings(userId), saved);
      // The client dashboard's forms read the same record; the header's welcome line reads the session.
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) });
      if (user) setUser({ ...user, email: saved.email, societe: saved.societe, companyName: saved.societe });
      notify(ACCOUNT_DASHBOARD_SNACKBARS.settingsSaved);
    },
    onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.saveFailed),
  });
  return { state: toAsyncState(query, LOAD_ERRORS.data), retry: () => void query.refetch(), save };
}
