import { Controller } from 'react-hook-form';
import { STAFF_CREATE_DEFAULTS, STAFF_ROLE_LABELS, STAFF_ROLES, staffCreateSchema, type StaffCreateValues } from '@otech/domain';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { PasswordField } from '../../forms/PasswordField/PasswordField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface StaffMemberFormProps {
  /** "Ajouter" with the fields valid: name, e-mail, role and first password. */
  onSubmit: (member: StaffCreateValues) => void;
  /** While the member is being added: the fields wait. */
  saving: boolean;
  /** The server's refusal (a taken e-mail), shown above the fields. */
  errorMessage?: string | undefined;
}

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ id: role, label: STAFF_ROLE_LABELS[role] }));

/** "Ajouter un membre" of /admin/equipe: name, e-mail (their sign-in), role and a first password. */
export function StaffMemberForm({ onSubmit, saving, errorMessage }: StaffMemberFormProps) {
  const form = useSchemaForm(staffCreateSchema, STAFF_CREATE_DEFAULTS);
  const { control } = form;
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit((member) => onSubmit(member))} aria-label="Ajouter un membre">
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={saving}>
        <FormTextField control={control} name="name" label="Nom" autoComplete="off" isRequired />
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="off" isRequired />
        <Controller control={control} name="role" render={(binding) => <Select label="Rôle" options={ROLE_OPTIONS} isRequired {...selectBinding(binding)} />} />
        <PasswordField control={control} name="password" label="Premier mot de passe" autoComplete="new-password" />
      </fieldset>
      <div className={layout.actions}>
        <SubmitButton control={control} pending={saving} pendingLabel="Ajout...">
          Ajouter
        </SubmitButton>
      </div>
    </form>
  );
}
