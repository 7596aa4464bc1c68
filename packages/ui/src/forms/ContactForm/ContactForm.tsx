import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import {
  CONTACT_COMPANY_TYPE_LABELS,
  CONTACT_DEFAULTS,
  CONTACT_SNACKBARS,
  INQUIRY_TYPE_LABELS,
  contactSchema,
  type ContactInput,
  type ContactValues,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../FormNotice/FormNotice.tsx';
import { ContactPersonFields } from '../ContactPersonFields/ContactPersonFields.tsx';
import { FormTextField } from '../FormTextField/FormTextField.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import * as layout from '../formLayout.css.ts';
import { checkboxBinding, optionsOf, selectBinding, useSchemaForm } from '../useSchemaForm.ts';

export type ContactFormProps = {
  /** Called with the request once every field is valid. */
  onSubmit: (values: ContactValues) => void;
  /** 'sent' shows the success message and empties the form, newsletter and consent unticked (spec 1 section 4). */
  status?: 'idle' | 'sending' | 'sent';
  /** The server's refusal, in French, shown in the form as an alert (FormNotice). */
  errorMessage?: string;
  /** Values to start from, e.g. a subject naming the product the visitor came from. */
  initialValues?: Partial<ContactInput>;
  /** The privacy policy, linked beside the consent box; opens in a new tab. */
  privacyHref?: string;
};

const companyTypeOptions = optionsOf(CONTACT_COMPANY_TYPE_LABELS);
const inquiryTypeOptions = optionsOf(INQUIRY_TYPE_LABELS);

/**
 * The contact request in three sections (spec 1, contact page). SIRET and website belong to the
 * request but are not shown (same page); the company type and address fields are, since the
 * rules of section 5 require them and a hidden required field would block every request.
 */
export function ContactForm({ onSubmit, status = 'idle', errorMessage, initialValues, privacyHref }: ContactFormProps) {
  const form = useSchemaForm(contactSchema, { ...CONTACT_DEFAULTS, ...initialValues });
  const { control, reset } = form;
  const sending = status === 'sending';

  useEffect(() => {
    if (status === 'sent') reset(CONTACT_DEFAULTS);
  }, [status, reset]);

  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {status === 'sent' && <FormNotice tone="success">{CONTACT_SNACKBARS.sent.message}</FormNotice>}
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={sending}>
        <legend className={layout.legend}>Vos informations</legend>
        <ContactPersonFields control={control} />
      </fieldset>
      <fieldset className={layout.section} disabled={sending}>
        <legend className={layout.legend}>Votre entreprise</legend>
        <div className={layout.row}>
          <FormTextField
            control={control}
            name="companyName"
            label="Nom de l'entreprise"
            autoComplete="organization"
            isRequired
          />
          <Controller
            control={control}
            name="companyType"
            render={(b) => (
              <Select
                {...selectBinding(b)}
                label="Type d'entreprise"
                placeholder="Choisir"
                options={companyTypeOptions}
                isRequired
              />
            )}
          />
        </div>
        <FormTextField control={control} name="address" label="Adresse" autoComplete="street-address" isRequired />
        <div className={layout.row}>
          <FormTextField
            control={control}
            name="postalCode"
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            isRequired
          />
          <FormTextField control={control} name="city" label="Ville" autoComplete="address-level2" isRequired />
        </div>
      </fieldset>
      <fieldset className={layout.section} disabled={sending}>
        <legend className={layout.legend}>Votre demande</legend>
        <Controller
          control={control}
          name="inquiryType"
          render={(b) => (
            <Select {...selectBinding(b)} label="Type de demande" placeholder="Choisir" options={inquiryTypeOptions} isRequired />
          )}
        />
        <FormTextField control={control} name="subject" label="Sujet" isRequired />
        <FormTextField
          control={control}
          name="message"
          label="Message"
          multiline
          placeholder="Décrivez votre besoin"
          isRequired
        />
        <Controller
          control={control}
          name="newsletter"
          render={(b) => <Checkbox {...checkboxBinding(b)}>Je souhaite recevoir la newsletter</Checkbox>}
        />
        <Controller
          control={control}
          name="gdprConsent"
          render={(b) => (
            <Checkbox {...checkboxBinding(b)} isRequired>
              J'accepte que mes données soient utilisées pour traiter ma demande
            </Checkbox>
          )}
        />
        {privacyHref && (
          <p className={layout.smallText}>
            <a className={layout.inlineLink} href={privacyHref} target="_blank" rel="noopener noreferrer">
              Politique de confidentialité (nouvel onglet)
            </a>
          </p>
        )}
      </fieldset>
      <div className={layout.actions}>
        <Button variant="secondary" isDisabled={sending} onPress={() => reset(CONTACT_DEFAULTS)}>
          Réinitialiser
        </Button>
        <SubmitButton control={control} pending={sending} pendingLabel="Envoi en cours...">
          Envoyer la demande
        </SubmitButton>
      </div>
    </form>
  );
}
