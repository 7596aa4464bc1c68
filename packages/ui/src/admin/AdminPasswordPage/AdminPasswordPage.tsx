import type { PasswordChangeValues } from '@otech/domain';
import { ChangePasswordForm } from '../../account/ChangePasswordForm/ChangePasswordForm.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';

export interface AdminPasswordPageProps extends AdminToolbarProps {
  /** "Changer le mot de passe" with the fields valid: the current and the new password. */
  onSubmit: (values: PasswordChangeValues) => void;
  /** 'done' empties the form once the new password is stored. */
  status: 'idle' | 'saving' | 'done';
  /** The server's refusal (a wrong current password, too many attempts). */
  errorMessage?: string | undefined;
}

/** /admin/mot-de-passe (issue 23): every staff member changes their own password; their other sessions end. */
export function AdminPasswordPage({ onSubmit, status, errorMessage, ...toolbar }: AdminPasswordPageProps) {
  return (
    <AdminLayout title="Mon mot de passe" {...toolbar}>
      <ChangePasswordForm onSubmit={onSubmit} status={status} headingLevel={2} {...(errorMessage === undefined ? {} : { errorMessage })} />
    </AdminLayout>
  );
}
