import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import {
  REGISTRATION_COMPANY_TYPE_LABELS,
  REGISTRATION_DEFAULTS,
  REGISTRATION_PASSWORD_MIN,
  registrationSchema,
  type RegistrationValues,
} from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { RouteLink } from '../../storefront/RouteLink/RouteLink.tsx';
import { FormNotice } from '../FormNotice/FormNotice.tsx';
import { FormTextField } from '../FormTextField/FormTextField.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import * as layout from '../formLayout.css.ts';
import { checkboxBinding, optionsOf, selectBinding, useSchemaForm } from '../useSchemaForm.ts';
import * as styles from './RegisterPage.css.ts';

export type RegisterPageProps = {
  /** Called with the registration once every field is valid. */
  onSubmit: (values: RegistrationValues) => void;
  /** 'submitting' disables the form while the account is created (spec 1 section 4). */
  status?: 'idle' | 'submitting';
  /** Why the creation failed, from the domain catalogue (`AUTH_SNACKBARS.registrationFailed`). */
  errorMessage?: string;
  /** The sign-in page, for "already have an account". */
  loginHref: string;
  /** Terms of sale and privacy policy; both open in a new tab (spec 1, register page). */
  termsHref: string;
  /** The privacy policy's address, linked from the consent checkbox. */
  privacyHref: string;
};

/** What a professional account brings (spec 1, register page). */
export const REGISTRATION_BENEFITS = [
  'Prix préférentiels B2B',
  'Devis personnalisés',
  'Support technique dédié',
  'Livraison rapide',
  'Factures simplifiées',
] as const;

const companyTypeOptions = optionsOf(REGISTRATION_COMPANY_TYPE_LABELS);

/** Professional account registration (spec 1, register page and sections 3, 4 and 5). */
export function RegisterPage({
  onSubmit,
  status = 'idle',
  errorMessage,
  loginHref,
  termsHref,
  privacyHref,
}: RegisterPageProps) {
  const headingId = useId();
  const form = useSchemaForm(registrationSchema, REGISTRATION_DEFAULTS);
  const submitting = status === 'submitting';
  const { control } = form;

  return (
    <div className={styles.page}>
      <section aria-labelledby={headingId}>
        <Card>
          <div className={styles.intro}>
            <h1 id={headingId} className={layout.heading}>
              Créer un compte professionnel
            </h1>
            <p className={layout.lead}>
              Vous avez déjà un compte ?{' '}
              <RouteLink className={layout.inlineLink} href={loginHref}>
                Se connecter
              </RouteLink>
            </p>
          </div>
          {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
          <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
            <fieldset className={layout.section} disabled={submitting}>
              <legend className={layout.legend}>Informations personnelles</legend>
              <div className={layout.row}>
                <FormTextField control={control} name="firstName" label="Prénom" autoComplete="given-name" isRequired />
                <FormTextField control={control} name="lastName" label="Nom" autoComplete="family-name" isRequired />
              </div>
              <div className={layout.row}>
                <FormTextField
                  control={control}
                  name="email"
                  label="Email professionnel"
                  type="email"
                  autoComplete="email"
                  isRequired
                />
                <FormTextField control={control} name="phone" label="Téléphone" type="tel" autoComplete="tel" />
              </div>
              <div className={layout.row}>
                <PasswordField
                  control={control}
                  name="password"
                  autoComplete="new-password"
                  description={`Au moins ${REGISTRATION_PASSWORD_MIN} caractères`}
                />
                <PasswordField
                  control={control}
                  name="confirmPassword"
                  label="Confirmer le mot de passe"
                  autoComplete="new-password"
                />
              </div>
            </fieldset>
            <fieldset className={layout.section} disabled={submitting}>
              <legend className={layout.legend}>Informations de l'entreprise</legend>
              <FormTextField
                control={control}
                name="companyName"
                label="Nom de l'entreprise"
                autoComplete="organization"
                isRequired
              />
              <div className={layout.row}>
                <Controller
                  control={control}
                  name="companyType"
                  render={(b) => (
                    <Select
                      {...selectBinding(b)}
                      label="Secteur d'activité"
                      placeholder="Choisir"
                      options={companyTypeOptions}
                      isRequired
                    />
                  )}
                />
                <FormTextField control={control} name="siret" label="SIRET" description="Facultatif" />
              </div>
            </fieldset>
            <fieldset className={layout.section} disabled={submitting}>
              <legend className={layout.legend}>Adresse de l'entreprise</legend>
              <FormTextField
                control={control}
                name="address.street"
                label="Adresse"
                autoComplete="street-address"
                isRequired
              />
              <div className={layout.row}>
                <FormTextField
                  control={control}
                  name="address.postalCode"
                  label="Code postal"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="address.city"
                  label="Ville"
                  autoComplete="address-level2"
                  isRequired
                />
              </div>
              <FormTextField control={control} name="address.country" label="Pays" isReadOnly />
            </fieldset>
            <fieldset className={layout.section} disabled={submitting}>
              <legend className={layout.legend}>Conditions</legend>
              <Controller
                control={control}
                name="acceptTerms"
                render={(b) => (
                  <Checkbox {...checkboxBinding(b)} isRequired>
                    J'accepte les conditions générales de vente et la politique de confidentialité
                  </Checkbox>
                )}
              />
              <p className={layout.smallText}>
                À lire :{' '}
                <a className={layout.inlineLink} href={termsHref} target="_blank" rel="noopener noreferrer">
                  conditions générales de vente (nouvel onglet)
                </a>
                {' · '}
                <a className={layout.inlineLink} href={privacyHref} target="_blank" rel="noopener noreferrer">
                  politique de confidentialité (nouvel onglet)
                </a>
              </p>
              <Controller
                control={control}
                name="newsletter"
                render={(b) => (
                  <Checkbox {...checkboxBinding(b)}>
                    Je souhaite recevoir la newsletter et les offres professionnelles
                  </Checkbox>
                )}
              />
            </fieldset>
            <div className={layout.actions}>
              <SubmitButton control={control} size="large" pending={submitting} pendingLabel="Création du compte...">
                Créer mon compte
              </SubmitButton>
            </div>
          </form>
        </Card>
      </section>
      <Card title="Les avantages du compte professionnel">
        <ul className={styles.benefits}>
          {REGISTRATION_BENEFITS.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <CircleCheck size={18} aria-hidden className={styles.benefitIcon} />
              {benefit}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
