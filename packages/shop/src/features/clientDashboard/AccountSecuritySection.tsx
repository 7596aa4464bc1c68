import { AccountSecurity } from '@otech/ui';
import { useAccountSecurity } from './useAccountSecurity.ts';

/** The security area both dashboards' settings show: change password, export my data, delete my account. */
export function AccountSecuritySection() {
  const security = useAccountSecurity();
  return (
    <AccountSecurity
      password={{
        onSubmit: (values) => security.password.mutate(values),
        status: security.password.isPending ? 'saving' : security.password.isSuccess ? 'done' : 'idle',
        errorMessage: security.password.error?.message,
      }}
      dataExport={{
        onExport: (format) => security.exporting.mutate(format),
        exporting: security.exporting.isPending ? security.exporting.variables : undefined,
      }}
      deletion={{ onDelete: (password) => security.deletion.mutate(password), isDeleting: security.deletion.isPending, errorMessage: security.deletion.error?.message }}
    />
  );
}
