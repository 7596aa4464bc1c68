import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { ADMIN_DASHBOARD_SNACKBARS, type AdminClient } from '@otech/domain';
import { ApiError } from '../../app/http.ts';
import { authTokenAtom, currentUserAtom, impersonationAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useNavigate } from 'react-router-dom';
import { impersonateClient } from './api.ts';

/**
 * 'Accéder au compte' (spec 3 §2, §8): the API opens a customer session on the client's account,
 * the shop signs in with it, stores the admin-client record and shows the customer dashboard,
 * where the impersonation bar confirms it.
 * A refusal (inactive, unknown) and a failed call get the spec's two messages.
 */
export function useOpenClientAccount() {
  const setToken = useSetAtom(authTokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const setImpersonation = useSetAtom(impersonationAtom);
  const navigate = useNavigate();
  const [openingClientId, setOpeningClientId] = useState<string>();

  async function open(client: AdminClient) {
    setOpeningClientId(client.id);
    try {
      const { token, user, session } = await impersonateClient(client.id);
      setToken(token);
      setUser(user);
      setImpersonation({ session, client: { firstName: client.firstName, lastName: client.lastName } });
      // No snackbar: the impersonation bar says the same and holds the one 'Retour Admin' (decision 206).
      void navigate('/dashboard');
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
      notify(refused ? ADMIN_DASHBOARD_SNACKBARS.impersonationRefused : ADMIN_DASHBOARD_SNACKBARS.impersonationFailed);
      console.error('Impersonation failed', error);
    } finally {
      setOpeningClientId(undefined);
    }
  }

  return { openClientAccount: (client: AdminClient) => void open(client), openingClientId };
}
