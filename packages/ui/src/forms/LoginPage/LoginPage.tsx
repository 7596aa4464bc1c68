import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { LockKeyhole, Phone } from 'lucide-react';
import { AUTH_SNACKBARS, LOGIN_DEFAULTS, loginSchema, type LoginValues } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import { company, telHref } from '../../storefront/company.ts';
import { FormNotice } from '../FormNotice/FormNotice.tsx';
import { FormTextField } from '../FormTextField/FormTextField.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import { checkboxBinding, useSchemaForm } from '../useSchemaForm.ts';
import * as layout from '../formLayout.css.ts';
import * as styles from './LoginPage.css.ts';

export type TestAccount = { identifier: string; password: string };
/** A demo customer of one price list (issue 21), to compare each list's prices. */
export type PriceListTestAccount = TestAccount & { list: string };

/** Where the password-reset request stands; the request itself is the app's. */
export type ForgotPasswordStatus = 'idle' | 'sending' | 'sent' | 'failed';

export type LoginPageProps = {
  /** Called with the e-mail or nickname and the password, once valid. */
  onSubmit: (values: LoginValues) => void;
  /** Called with the identifier typed, never empty (the page asks for it first). */
  onForgotPassword: (identifier: string) => void;
  /** Where the "Mot de passe oublié ?" request stands, to say it was sent. */
  forgotPasswordStatus?: ForgotPasswordStatus;
  /** 'submitting' disables the form and labels the button "Connexion..." (spec 1 section 4). */
  status?: 'idle' | 'submitting';
  /** Why the last sign-in failed, from the domain catalogue (e.g. `AUTH_SNACKBARS.loginFailed`). */
  errorMessage?: string;
  /** Good news to show above the form, e.g. `AUTH_SNACKBARS.accountCreated` after registration. */
  successMessage?: string;
  /** The identifier to start with, e.g. the e-mail just registered. */
  defaultIdentifier?: string;
  /** The demo account offered for one-click sign-in; absent when the demo switch is off. */
  testAccount?: TestAccount;
  /** Signs in with a demo account from the "Compte de test" card; no card without it. */
  onTestAccountSignIn?: (account: TestAccount) => void;
  /** A demo customer per price list, offered beside the test account (demo seed only). */
  priceListAccounts?: readonly PriceListTestAccount[];
  /** The registration page, for "Créer un compte professionnel". */
  registerHref: string;
  /** The support telephone shown for sign-in problems. */
  supportPhone?: string;
};

const forgotNotice = {
  sent: { tone: 'success', message: AUTH_SNACKBARS.resetEmailSent.message },
  failed: { tone: 'error', message: AUTH_SNACKBARS.resetEmailFailed.message },
} as const;

/** Customer sign-in (spec 1, login page and sections 4, 5 and 8). */
export function LoginPage({
  onSubmit,
  onForgotPassword,
  forgotPasswordStatus = 'idle',
  status = 'idle',
  errorMessage,
  successMessage,
  defaultIdentifier = '',
  testAccount,
  onTestAccountSignIn,
  priceListAccounts = [],
  registerHref,
  supportPhone = company.phone,
}: LoginPageProps) {
  const headingId = useId();
  const form = useSchemaForm(loginSchema, { ...LOGIN_DEFAULTS, identifier: defaultIdentifier });
  const [identifierMissing, setIdentifierMissing] = useState(false);
  // A password-reset answer is about that request only: a later sign-in attempt clears it.
  const [showForgot, setShowForgot] = useState(true);
  const submitting = status === 'submitting';

  const requestReset = () => {
    const identifier = form.getValues('identifier').trim();
    setIdentifierMissing(identifier === '');
    setShowForgot(true);
    if (identifier !== '') onForgotPassword(identifier);
  };
  const submit = form.handleSubmit((values) => {
    setShowForgot(false);
    onSubmit(values);
  });

  const forgot = !showForgot
    ? undefined
    : identifierMissing
    ? { tone: 'error' as const, message: AUTH_SNACKBARS.forgotPasswordNoEmail.message }
    : forgotPasswordStatus === 'sent' || forgotPasswordStatus === 'failed'
      ? forgotNotice[forgotPasswordStatus]
      : undefined;

  return (
    <div className={styles.page}>
      <section aria-labelledby={headingId}>
        <Card>
          <h1 id={headingId} className={layout.heading}>
            Connexion
          </h1>
          <p className={layout.lead}>Accédez à votre espace client professionnel.</p>
          {successMessage && !errorMessage && <FormNotice tone="success">{successMessage}</FormNotice>}
          {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
          <form className={styles.fields} noValidate onSubmit={submit}>
            <FormTextField
              control={form.control}
              name="identifier"
              label="Email ou pseudo"
              autoComplete="username"
              isRequired
              isDisabled={submitting}
            />
            <PasswordField control={form.control} name="password" isDisabled={submitting} />
            <div className={styles.optionsRow}>
              <Controller
                control={form.control}
                name="rememberMe"
                render={(binding) => (
                  <Checkbox {...checkboxBinding(binding)} isDisabled={submitting}>
                    Se souvenir de moi
                  </Checkbox>
                )}
              />
              <Button
                variant="text"
                size="small"
                onPress={requestReset}
                isDisabled={submitting || forgotPasswordStatus === 'sending'}
              >
                Mot de passe oublié ?
              </Button>
            </div>
            {forgotPasswordStatus === 'sending' && <Spinner inline size="small" label="Envoi en cours..." />}
            {forgot && <FormNotice tone={forgot.tone}>{forgot.message}</FormNotice>}
            <SubmitButton control={form.control} size="large" fullWidth pending={submitting} pendingLabel="Connexion...">
              Se connecter
            </SubmitButton>
          </form>
          <p className={styles.separator}>Pas encore de compte ?</p>
          <LinkButton href={registerHref} variant="secondary" fullWidth>
            Créer un compte professionnel
          </LinkButton>
          <footer className={styles.footer}>
            <p className={styles.footerLine}>
              <LockKeyhole size={16} aria-hidden />
              Connexion sécurisée : vos données sont chiffrées et protégées.
            </p>
            <p className={styles.footerLine}>
              <Phone size={16} aria-hidden />
              Besoin d'aide ? Support :{' '}
              <a className={layout.inlineLink} href={telHref(supportPhone)}>
                {supportPhone}
              </a>
            </p>
          </footer>
        </Card>
      </section>
      {testAccount && (
        <Card title="Compte de test">
          <p className={layout.lead}>Découvrez l'espace client avec un compte de démonstration.</p>
          <dl className={styles.credentials}>
            <dt className={styles.term}>Identifiant</dt>
            <dd className={styles.value}>{testAccount.identifier}</dd>
            <dt className={styles.term}>Mot de passe</dt>
            <dd className={styles.value}>{testAccount.password}</dd>
          </dl>
          <Button variant="accent" fullWidth isDisabled={submitting} onPress={() => {
              setShowForgot(false);
              onTestAccountSignIn?.(testAccount);
            }}>
            Connexion automatique
          </Button>
          {priceListAccounts.length > 0 && (
            <>
              <p className={layout.lead}>Un compte par liste de prix, pour comparer les prix :</p>
              <ul className={styles.priceListAccounts}>
                {priceListAccounts.map((account) => (
                  <li key={account.identifier}>
                    <Button
                      variant="secondary"
                      fullWidth
                      isDisabled={submitting}
                      onPress={() => {
                        setShowForgot(false);
                        onTestAccountSignIn?.(account);
                      }}
                    >
                      {account.list} : {account.identifier} / {account.password}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
