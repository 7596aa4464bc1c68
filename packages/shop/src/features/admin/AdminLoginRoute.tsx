import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_SNACKBARS, type AdminLoginValues } from '@otech/domain';
import { AdminLoginPage } from '@otech/ui';
import { ApiError } from '../../app/http.ts';
import { adminSessionAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { demoAccountsQuery } from '../auth/index.ts';
import { adminLogin } from './api.ts';

/** /admin/login (spec 3 "Admin login page"): on success, /admin/dashboard. */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const setSession = useSetAtom(adminSessionAtom);
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const demoAccounts = useQuery(demoAccountsQuery());

  async function submit(values: AdminLoginValues) {
    setStatus('submitting');
    setErrorMessage(undefined);
    try {
      setSession(await adminLogin(values));
      notify(ADMIN_LOGIN_SNACKBARS.success);
      void navigate('/admin/dashboard');
    } catch (error) {
      const snackbar =
        error instanceof ApiError && error.status === 401
          ? ADMIN_LOGIN_SNACKBARS.wrongCredentials
          : ADMIN_LOGIN_SNACKBARS.technicalFailure;
      setErrorMessage(snackbar.message);
      notify(snackbar);
      setStatus('idle');
    }
  }

  return (
    <AdminLoginPage
      onSubmit={(values) => void submit(values)}
      status={status}
      errorMessage={errorMessage}
      testCredentials={demoAccounts.data?.admin}
    />
  );
}
