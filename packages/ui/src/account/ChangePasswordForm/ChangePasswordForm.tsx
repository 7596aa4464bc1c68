import { useEffect } from 'react';
import { PASSWORD_CHANGE_DEFAULTS, passwordChangeSchema, type PasswordChangeValues } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { PasswordField } from '../../forms/PasswordField/PasswordField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

export type ChangePasswordFormProps = {
  /** "Changer le mot de passe" with the fields valid: the current and the new password. */
  onSubmit: (values: PasswordChangeValues) => void;
  /** 'done' empties the form once the new password is stored. */
  status?: 'idle' | 'saving' | 'done';
  /** The server's refusal ("Mot de passe actuel incorrect"). */
  errorMessage?: string;
  /** The level of its heading in the page around it (2 by default). */
  headingLevel?: 2 | 3;
};

/** Change password, in both dashboards' settings: the current one, then the new one twice (min 8). */
export function ChangePasswordForm({ onSubmit, status = 'idle', errorMessage, headingLevel = 3 }: ChangePasswordFormProps) {
  const form = useSchemaForm(passwordChangeSchema, PASSWORD_CHANGE_DEFAULTS);
  const { control, reset } = form;
  const saving = status === 'saving';

  useEffect(() => {
    if (status === 'done') reset(PASSWORD_CHANGE_DEFAULTS);
  }, [status, reset]);

  return (
    <Card title="Changer le mot de passe" headingLevel={headingLevel}>
      <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Changer le mot de passe">
        {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
        <fieldset className={layout.section} disabled={saving}>
          <PasswordField control={control} name="currentPassword" label="Mot de passe actuel" />
          <div className={layout.row}>
            <PasswordField control={control} name="newPassword" label="Nouveau mot de passe" autoComplete="new-password" />
            <PasswordField control={control} name="confirmPassword" label="Confirmer le nouveau mot de passe" autoComplete="new-password" />
          </div>
        </fieldset>
        <p className={layout.smallText}>Vos autres sessions seront fermées.</p>
        <div className={layout.actions}>
          <SubmitButton control={control} pending={saving} pendingLabel="Modification...">
            Modifier le mot de passe
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
