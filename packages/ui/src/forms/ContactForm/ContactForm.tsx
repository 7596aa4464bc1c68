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
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FormNotice } from '../FormNotice/FormNotice.tsx';
import * as layout from '../formLayout.css.ts';
import { checkboxBinding, optionsOf, selectBinding, textFieldBinding, useSchemaForm } from '../useSchemaForm.ts';

export type ContactFormProps = {
  onSubmit: (values: ContactValues) => void;
  /** 'sent' shows the success message and empties the form, newsletter and consent unticked (spec 1 section 4). */
  status?: 'idle' | 'sending' | 'sent';
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
        <div className={layout.row}>
          <Controller
            control={control}
            name="firstName"
            render={(b) => <TextField {...textFieldBinding(b)} label="Prénom" autoComplete="given-name" isRequired />}
          />
          <Controller
            control={control}
            name="lastName"
            render={(b) => <TextField {...textFieldBinding(b)} label="Nom" autoComplete="family-name" isRequired />}
          />
        </div>
        <div className={layout.row}>
          <Controller
            control={control}
            name="email"
            render={(b) => <TextField {...textFieldBinding(b)} label="Email" type="email" autoComplete="email" isRequired />}
          />
          <Controller
            control={control}
            name="phone"
            render={(b) => <TextField {...textFieldBinding(b)} label="Téléphone" type="tel" autoComplete="tel" isRequired />}
          />
        </div>
      </fieldset>
      <fieldset className={layout.section} disabled={sending}>
        <legend className={layout.legend}>Votre entreprise</legend>
        <div className={layout.row}>
          <Controller
            control={control}
            name="companyName"
            render={(b) => (
              <TextField {...textFieldBinding(b)} label="Nom de l'entreprise" autoComplete="organization" isRequired />
            )}
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
        <Controller
          control={control}
          name="address"
          render={(b) => <TextField {...textFieldBinding(b)} label="Adresse" autoComplete="street-address" isRequired />}
        />
        <div className={layout.row}>
          <Controller
            control={control}
            name="postalCode"
            render={(b) => (
              <TextField {...textFieldBinding(b)} label="Code postal" autoComplete="postal-code" inputMode="numeric" isRequired />
            )}
          />
          <Controller
            control={control}
            name="city"
            render={(b) => <TextField {...textFieldBinding(b)} label="Ville" autoComplete="address-level2" isRequired />}
          />
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
        <Controller
          control={control}
          name="subject"
          render={(b) => <TextField {...textFieldBinding(b)} label="Sujet" isRequired />}
        />
        <Controller
          control={control}
          name="message"
          render={(b) => (
            <TextField {...textFieldBinding(b)} label="Message" multiline placeholder="Décrivez votre besoin" isRequired />
          )}
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
        <Button type="submit" isDisabled={sending || !form.formState.isValid}>
          {sending ? (
            <>
              <Spinner inline size="small" hideLabel label="Envoi en cours..." />
              Envoi en cours...
            </>
          ) : (
            'Envoyer la demande'
          )}
        </Button>
      </div>
    </form>
  );
}
