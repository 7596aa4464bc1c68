import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { ADMIN_LOGIN_DEFAULTS, adminLoginSchema, type AdminLoginValues } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { PasswordField } from '../../forms/PasswordField/PasswordField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as layout from '../../forms/formLayout.css.ts';
import * as styles from './AdminLoginPage.css.ts';

/** A test account; `role` names it when the demo has one per staff role (issue 23). */
export type AdminTestCredentials = { username: string; password: string; role?: string };

export type AdminLoginPageProps = {
  /** "Se connecter" with the fields valid: the e-mail and password typed. */
  onSubmit: (values: AdminLoginValues) => void;
  /** 'submitting' disables the form and labels the button "Connexion..." (spec 3 admin login). */
  status?: 'idle' | 'submitting';
  /** Why the last sign-in failed, from the domain catalogue (`ADMIN_LOGIN_SNACKBARS`). */
  errorMessage?: string;
  /** The test accounts shown as a hint, one per staff role in the demo; absent in production. */
  testCredentials?: readonly AdminTestCredentials[];
};

/** Administration sign-in (spec 3 "Admin login page" and §5). */
export function AdminLoginPage({ onSubmit, status = 'idle', errorMessage, testCredentials }: AdminLoginPageProps) {
  const form = useSchemaForm(adminLoginSchema, ADMIN_LOGIN_DEFAULTS);
  const submitting = status === 'submitting';
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.brand}>
          <ShieldCheck size={40} aria-hidden className={styles.shield} />
          <h1 className={layout.heading}>Administration OTECH</h1>
          <p className={layout.lead}>Espace réservé aux administrateurs</p>
        </div>
        {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
        <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <FormTextField
            control={form.control}
            name="username"
            label="Nom d'utilisateur"
            autoComplete="username"
            isRequired
            isDisabled={submitting}
          />
          <PasswordField control={form.control} name="password" isDisabled={submitting} />
          {/* Spec 3 §5: disabled while the form is invalid or loading. */}
          <SubmitButton control={form.control} size="large" fullWidth pending={submitting} pendingLabel="Connexion...">
            Se connecter
          </SubmitButton>
        </form>
        {testCredentials && testCredentials.length > 0 && (
          <FormNotice tone="info">
            {`Identifiants de test : ${testCredentials.map(({ role, username, password }) => `${role ? `${role} : ` : ''}${username} / ${password}`).join(' ; ')}`}
          </FormNotice>
        )}
        <p className={styles.secure}>
          <LockKeyhole size={16} aria-hidden />
          Connexion sécurisée - Accès restreint
        </p>
      </Card>
    </div>
  );
}
