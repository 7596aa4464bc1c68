import { useSetAtom } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SECURITY_SNACKBARS } from '@otech/domain';
import { authTokenAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useSession } from '../auth/index.ts';
import { changePassword, deleteAccount, exportMyData } from './api.ts';

/** The security area of the dashboards' settings: change password, export my data, delete my account. */
export function useAccountSecurity() {
  const { signOut } = useSession();
  const setToken = useSetAtom(authTokenAtom);
  const navigate = useNavigate();
  const password = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      setToken(token);
      notify(SECURITY_SNACKBARS.passwordChanged);
    },
  });
  const exporting = useMutation({
    mutationFn: exportMyData,
    onSuccess: () => notify(SECURITY_SNACKBARS.dataExported),
    onError: () => notify(SECURITY_SNACKBARS.dataExportFailed),
  });
  const deletion = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      notify(SECURITY_SNACKBARS.accountDeleted);
      await signOut();
      void navigate('/');
    },
    onError: () => notify(SECURITY_SNACKBARS.accountDeleteFailed),
  });
  return { password, exporting, deletion };
}
