import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { AUTH_SNACKBARS, FLOW_DELAYS_MS, welcomeName, type LoginValues } from '@otech/domain';
import { LoginPage, type ForgotPasswordStatus } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { useDelayedNavigate } from '../../app/useDelayedNavigate.ts';
import { demoAccountsQuery } from './queries.ts';
import { useSession } from './useSession.ts';

export interface LoginLocationState {
  registeredEmail: string;
  /** The new account signs in only once the administration has validated it (/admin/ouvertures). */
  awaitsValidation: boolean;
}

function readRegistration(state: unknown): LoginLocationState | undefined {
  const registration = state as Partial<LoginLocationState> | null;
  const email = registration?.registeredEmail;
  return typeof email === 'string' && email !== '' ? { registeredEmail: email, awaitsValidation: registration?.awaitsValidation === true } : undefined;
}

/** /login (spec 1 "Login page", §4 "Login flow", §8 sign-in messages). */
export function Component() {
  const { signIn } = useSession();
  const redirectLater = useDelayedNavigate();
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const [forgotStatus, setForgotStatus] = useState<ForgotPasswordStatus>('idle');
  const demoAccounts = useQuery(demoAccountsQuery());
  // Registration ends here with the new account's e-mail (RegisterRoute passes it in the history state).
  const registration = readRegistration(useLocation().state);
  const registeredEmail = registration?.registeredEmail;
  const registeredMessage = registration?.awaitsValidation ? AUTH_SNACKBARS.accountAwaitingValidation : AUTH_SNACKBARS.accountCreated;

  async function submit(values: LoginValues, failure: (message?: string) => ReturnType<typeof AUTH_SNACKBARS.loginFailed>) {
    setStatus('submitting');
    setErrorMessage(undefined);
    setForgotStatus('idle');
    try {
      const user = await signIn(values);
      notify(AUTH_SNACKBARS.welcome(welcomeName(user)));
      redirectLater('/client-dashboard', FLOW_DELAYS_MS.loginRedirect);
    } catch (error) {
      // Said once, beside the form it is about; a snackbar too would say it twice.
      setErrorMessage(failure(error instanceof Error ? error.message : undefined).message);
      setStatus('idle');
    }
  }

  // No e-mail is sent yet: the spec's reset is simulated (1 s), and says so with its own messages.
  function forgotPassword() {
    setForgotStatus('sending');
    // The page says it beside the link (LoginPage's notice): no snackbar repeating it.
    window.setTimeout(() => setForgotStatus('sent'), FLOW_DELAYS_MS.passwordReset);
  }

  return (
    <LoginPage
      onSubmit={(values) => void submit(values, AUTH_SNACKBARS.loginFailed)}
      onForgotPassword={forgotPassword}
      forgotPasswordStatus={forgotStatus}
      status={status}
      errorMessage={errorMessage}
      successMessage={registration === undefined ? undefined : registeredMessage.message}
      defaultIdentifier={registeredEmail}
      testAccount={demoAccounts.data?.customer}
      onTestAccountSignIn={(account) =>
        void submit({ ...account, rememberMe: false }, AUTH_SNACKBARS.autoLoginFailed)
      }
      registerHref="/register"
    />
  );
}
