import { Controller } from 'react-hook-form';
import {
  CLIENT_DASHBOARD_COUNTRY_LABELS,
  CLIENT_SECTOR_LABELS,
  personalInfoSchema,
  type PersonalInfoInput,
  type PersonalInfoValues,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { ContactPersonFields } from '../../forms/ContactPersonFields/ContactPersonFields.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { optionsOf, selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export type PersonalInfoFormProps = {
  /** The saved information (domain `personalInfoFormValues`); Réinitialiser goes back to it. */
  initialValues: PersonalInfoInput;
  /** "Enregistrer" with the fields valid: the personal information as typed. */
  onSubmit: (values: PersonalInfoValues) => void;
  /** After Réinitialiser, so the page can say "Formulaire réinitialisé". */
  onReset: () => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The French message of the last failed save, from the API; undefined when none. */
  errorMessage?: string;
};

const sectorOptions = optionsOf(CLIENT_SECTOR_LABELS);
const countryOptions = optionsOf(CLIENT_DASHBOARD_COUNTRY_LABELS);

/** Informations Personnelles of the client dashboard (spec 2 §2.2, §3.2, §5). */
export function PersonalInfoForm({ initialValues, onSubmit, onReset, isSaving = false, errorMessage }: PersonalInfoFormProps) {
  const form = useSchemaForm(personalInfoSchema, initialValues);
  const { control, reset } = form;
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Informations personnelles">
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Contact</legend>
        <ContactPersonFields control={control} />
      </fieldset>
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Entreprise</legend>
        <div className={layout.row}>
          <FormTextField control={control} name="companyName" label="Nom de l'entreprise" autoComplete="organization" isRequired />
          <Controller
            control={control}
            name="sector"
            render={(b) => <Select {...selectBinding(b)} label="Secteur d'activité" placeholder="Choisir" options={sectorOptions} />}
          />
        </div>
        <div className={layout.row}>
          <FormTextField control={control} name="siret" label="SIRET" inputMode="numeric" />
          <FormTextField control={control} name="vatNumber" label="Numéro de TVA" />
        </div>
      </fieldset>
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Adresse</legend>
        <FormTextField control={control} name="address" label="Adresse" autoComplete="street-address" isRequired />
        <div className={layout.row}>
          <FormTextField control={control} name="postalCode" label="Code postal" autoComplete="postal-code" inputMode="numeric" isRequired />
          <FormTextField control={control} name="city" label="Ville" autoComplete="address-level2" isRequired />
        </div>
        <Controller
          control={control}
          name="country"
          render={(b) => <Select {...selectBinding(b)} label="Pays" options={countryOptions} isRequired />}
        />
      </fieldset>
      <div className={layout.actions}>
        <Button
          variant="secondary"
          isDisabled={isSaving}
          onPress={() => {
            reset(initialValues);
            onReset();
          }}
        >
          Réinitialiser
        </Button>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </form>
  );
}
