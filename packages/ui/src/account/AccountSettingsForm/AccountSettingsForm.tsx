import { accountSettingsSchema, type AccountSettingsInput, type AccountSettingsValues } from '@otech/domain';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface AccountSettingsFormProps {
  /** The saved account (domain `accountSettingsFormValues`). */
  initialValues: AccountSettingsInput;
  /** "Enregistrer" with the fields valid: the settings as typed. */
  onSubmit: (values: AccountSettingsValues) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The French message of the last failed save, from the API; undefined when none. */
  errorMessage?: string | undefined;
}

/** The personal-information form of "Paramètres du Compte" (spec 2 §2.3 tab 6, §3.7, §5). */
export function AccountSettingsForm({ initialValues, onSubmit, isSaving = false, errorMessage }: AccountSettingsFormProps) {
  const form = useSchemaForm(accountSettingsSchema, initialValues);
  const { control } = form;
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Informations du compte">
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Société et contact</legend>
        <div className={layout.row}>
          <FormTextField control={control} name="societe" label="Société" autoComplete="organization" isRequired />
          <FormTextField
            control={control}
            name="pseudo"
            label="Pseudo"
            isReadOnly
            description="Votre identifiant de connexion ; pour le changer, contactez-nous."
          />
        </div>
        <div className={layout.row}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
          <FormTextField control={control} name="site_web" label="Site web" type="url" autoComplete="url" />
        </div>
        <div className={layout.row}>
          <FormTextField control={control} name="telephone" label="Téléphone" type="tel" autoComplete="tel" />
          <FormTextField control={control} name="gsm" label="Mobile" type="tel" autoComplete="tel" />
        </div>
      </fieldset>
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Adresse</legend>
        <FormTextField control={control} name="adresse_debut" label="Adresse" autoComplete="address-line1" />
        <FormTextField control={control} name="adresse_milieu" label="Complément d'adresse" autoComplete="address-line2" />
        <FormTextField control={control} name="adresse_fin" label="Complément d'adresse (suite)" autoComplete="address-line3" />
        <div className={layout.row}>
          <FormTextField control={control} name="code_postal" label="Code postal" autoComplete="postal-code" />
          <FormTextField control={control} name="ville" label="Ville" autoComplete="address-level2" />
          <FormTextField control={control} name="pays" label="Pays" autoComplete="country-name" />
        </div>
      </fieldset>
      <div className={layout.actions}>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          Sauvegarder
        </SubmitButton>
      </div>
    </form>
  );
}
