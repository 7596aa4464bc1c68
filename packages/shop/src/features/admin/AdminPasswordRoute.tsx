import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { STAFF_MESSAGES, STAFF_SNACKBARS } from '@otech/domain';
import { AdminPasswordPage } from '@otech/ui';
import { ApiError } from '../../app/http.ts';
import { adminSessionAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { changeOwnPassword } from './api.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/mot-de-passe: the member's own password; the session goes on with the new token, the others end. */
export function AdminPasswordRoute() {
  const toolbar = useAdminToolbar();
  const setSession = useSetAtom(adminSessionAtom);
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: ({ token }) => {
      setSession((session) => (session ? { ...session, token } : session));
      notify(STAFF_SNACKBARS.passwordChanged);
    },
  });
  const refusal = change.error instanceof ApiError ? (change.error.issues[0]?.message ?? change.error.message) : change.isError ? STAFF_MESSAGES.failed : undefined;
  return (
    <AdminPasswordPage
      {...toolbar}
      onSubmit={(values) => change.mutate(values)}
      status={change.isPending ? 'saving' : change.isSuccess ? 'done' : 'idle'}
      errorMessage={refusal}
    />
  );
}
