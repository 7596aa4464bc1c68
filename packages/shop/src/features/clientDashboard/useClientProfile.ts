import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_DASHBOARD_SNACKBARS, LOAD_ERRORS, bankingRequestBody, type ClientDashboardUser } from '@otech/domain';
import { toAsyncState } from '../../app/asyncState.ts';
import { currentUserAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { saveBanking, savePersonalInfo, savePreferences } from './api.ts';
import { accountKeys, profileQuery } from './queries.ts';

/** The client dashboard's user and its three forms' saves (spec 2 §2.2, §7.2 updateUser, §8 messages). */
export function useClientProfile() {
  const user = useAtomValue(currentUserAtom);
  const setUser = useSetAtom(currentUserAtom);
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({ ...profileQuery(userId), enabled: userId !== '' });

  const saved = (profile: ClientDashboardUser) => queryClient.setQueryData(accountKeys.profile(userId), profile);

  const personal = useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: (profile) => {
      saved(profile);
      // The welcome line and the header read the session's profile: it follows the saved names.
      if (user) setUser({ ...user, firstName: profile.firstName, lastName: profile.lastName, email: profile.email, companyName: profile.companyName, societe: profile.companyName });
      notify(CLIENT_DASHBOARD_SNACKBARS.personalInfoUpdated);
    },
    onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.updateFailed),
  });
  const banking = useMutation({
    mutationFn: saveBanking,
    onSuccess: (profile) => {
      saved(profile);
      notify(CLIENT_DASHBOARD_SNACKBARS.bankingUpdated);
    },
    onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.updateFailed),
  });
  const preferences = useMutation({
    mutationFn: savePreferences,
    onSuccess: (profile) => {
      saved(profile);
      notify(CLIENT_DASHBOARD_SNACKBARS.settingsSaved);
    },
    onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.saveFailed),
  });

  return {
    state: toAsyncState(query, LOAD_ERRORS.data),
    retry: () => void query.refetch(),
    personal,
    banking: { ...banking, mutate: (values: Parameters<typeof bankingRequestBody>[0]) => banking.mutate(bankingRequestBody(values)) },
    preferences,
  };
}
