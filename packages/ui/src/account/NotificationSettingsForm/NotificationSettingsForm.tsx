import { Controller } from 'react-hook-form';
import { notificationSettingsSchema, type NotificationSettingsInput, type NotificationSettingsValues } from '@otech/domain';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { checkboxBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface NotificationSettingsFormProps {
  /** The saved flags, or the spec's defaults for a client who never saved them. */
  initialValues: NotificationSettingsInput;
  /** "Enregistrer": which notifications the customer wants, by channel. */
  onSubmit: (values: NotificationSettingsValues) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
}

type Flag = keyof NotificationSettingsValues;

const SUBJECTS: readonly (readonly [Flag, string])[] = [
  ['orderUpdates', 'Suivi de mes commandes'],
  ['invoices', 'Factures'],
  ['promotions', 'Promotions'],
  ['newsletters', 'Newsletter'],
];

const CHANNELS: readonly (readonly [Flag, string])[] = [
  ['email', 'Par email'],
  ['pushNotifications', 'Notifications dans le navigateur'],
  ['sms', 'Par SMS (commandes urgentes uniquement)'],
];

/** The notification settings of "Paramètres du Compte": what to be told about, and how (spec 2 §3.7, §5). */
export function NotificationSettingsForm({ initialValues, onSubmit, isSaving = false }: NotificationSettingsFormProps) {
  const form = useSchemaForm(notificationSettingsSchema, initialValues);
  const { control } = form;
  const boxes = (flags: typeof SUBJECTS) =>
    flags.map(([name, label]) => (
      <Controller key={name} control={control} name={name} render={(b) => <Checkbox {...checkboxBinding(b)}>{label}</Checkbox>} />
    ));
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Notifications">
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Me prévenir pour</legend>
        {boxes(SUBJECTS)}
      </fieldset>
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Canaux</legend>
        {boxes(CHANNELS)}
      </fieldset>
      <div className={layout.actions}>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          Sauvegarder les notifications
        </SubmitButton>
      </div>
    </form>
  );
}
