import { useState } from 'react';
import { AUTH_SNACKBARS, type RegistrationValues } from '@otech/domain';
import { RegisterPage } from '@otech/ui';
import { ApiError } from '../../app/http.ts';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { notify } from '../../app/snackbar.ts';
import { register } from './api.ts';
import { rememberRegisteredAccount } from './registeredAccount.ts';

/**
 * /register's form, an island of the page. Unlike the spec's simulated flow, the account is really
 * created by the API (with a hashed password), then the customer signs in at /login (spec 1 §4
 * "Registration flow").
 */
export default function RegisterIsland() {
  const navigate = useShopNavigate();
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();

  async function submit(values: RegistrationValues) {
    setStatus('submitting');
    setErrorMessage(undefined);
    try {
      const { user } = await register(values);
      rememberRegisteredAccount(window.sessionStorage, { email: values.email, awaitsValidation: user.actif === false });
      navigate('/login');
    } catch (error) {
      // A 409 carries the server's own French reason (e-mail already used); anything else is generic.
      const message = error instanceof ApiError && error.status === 409 ? error.message : AUTH_SNACKBARS.registrationFailed.message;
      setErrorMessage(message);
      notify({ ...AUTH_SNACKBARS.registrationFailed, message });
      setStatus('idle');
    }
  }

  return (
    <RegisterPage
      onSubmit={(values) => void submit(values)}
      status={status}
      errorMessage={errorMessage}
      loginHref="/login"
      termsHref="/terms"
      privacyHref="/privacy"
    />
  );
}
