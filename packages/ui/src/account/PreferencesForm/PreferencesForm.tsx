import { Controller } from 'react-hook-form';
import {
  PREFERENCE_CURRENCIES,
  PREFERENCE_LANGUAGE_LABELS,
  preferencesSchema,
  type PreferencesInput,
  type PreferencesValues,
} from '@otech/domain';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { checkboxBinding, optionsOf, selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export type PreferencesFormProps = {
  /** The saved settings (domain `preferencesFormValues`). */
  initialValues: PreferencesInput;
  /** "Enregistrer": the preferences chosen. */
  onSubmit: (values: PreferencesValues) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The French message of the last failed save, from the API; undefined when none. */
  errorMessage?: string;
};

const languageOptions = optionsOf(PREFERENCE_LANGUAGE_LABELS);
const currencyOptions = PREFERENCE_CURRENCIES.map((currency) => ({ id: currency, label: currency }));

/** Paramètres of the client dashboard (spec 2 §3.4): security flag, notifications, language, currency. */
export function PreferencesForm({ initialValues, onSubmit, isSaving = false, errorMessage }: PreferencesFormProps) {
  const form = useSchemaForm(preferencesSchema, initialValues);
  const { control } = form;
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Paramètres">
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Préférences</legend>
        <Controller
          control={control}
          name="twoFactorEnabled"
          render={(b) => <Checkbox {...checkboxBinding(b)}>Authentification à deux facteurs</Checkbox>}
        />
        <Controller
          control={control}
          name="emailNotifications"
          render={(b) => <Checkbox {...checkboxBinding(b)}>Notifications par email</Checkbox>}
        />
        <Controller
          control={control}
          name="marketingNotifications"
          render={(b) => <Checkbox {...checkboxBinding(b)}>Offres et actualités commerciales</Checkbox>}
        />
        <div className={layout.row}>
          <Controller
            control={control}
            name="language"
            render={(b) => <Select {...selectBinding(b)} label="Langue" options={languageOptions} />}
          />
          <Controller
            control={control}
            name="currency"
            render={(b) => <Select {...selectBinding(b)} label="Devise" options={currencyOptions} />}
          />
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
