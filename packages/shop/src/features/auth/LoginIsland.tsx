import { useState } from 'react';
import { AUTH_SNACKBARS, FLOW_DELAYS_MS, welcomeName, type LoginValues } from '@otech/domain';
import { LoginPage, type ForgotPasswordStatus, type PriceListTestAccount, type TestAccount } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { useDelayedNavigate } from '../../app/useDelayedNavigate.ts';
import { useRegisteredAccount } from './useRegisteredAccount.ts';
import { useSignIn } from './useSignIn.ts';

export interface LoginIslandProps {
  /** The demo account offered for one-click sign-in; null when the demo seed is off. */
  testAccount: TestAccount | null;
  /** A demo customer per price list (issue 21); empty when the demo seed is off. */
  priceListAccounts?: readonly PriceListTestAccount[];
}

/** /login's form (spec 1 "Login page", §4 "Login flow", §8 sign-in messages), an island of the page. */
export default function LoginIsland({ testAccount, priceListAccounts = [] }: LoginIslandProps) {
  const signIn = useSignIn();
  const redirectLater = useDelayedNavigate();
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const [forgotStatus, setForgotStatus] = useState<ForgotPasswordStatus>('idle');
  const registration = useRegisteredAccount();
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
      // Drawn again with the registered e-mail typed in, once the browser has read it.
      key={registration?.email ?? 'login'}
      onSubmit={(values) => void submit(values, AUTH_SNACKBARS.loginFailed)}
      onForgotPassword={forgotPassword}
      forgotPasswordStatus={forgotStatus}
      status={status}
      errorMessage={errorMessage}
      successMessage={registration === null ? undefined : registeredMessage.message}
      defaultIdentifier={registration?.email}
      testAccount={testAccount ?? undefined}
      priceListAccounts={priceListAccounts}
      onTestAccountSignIn={(account) =>
        void submit({ ...account, rememberMe: false }, AUTH_SNACKBARS.autoLoginFailed)
      }
      registerHref="/register"
    />
  );
}
