import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_SNACKBARS, adminLandingPage, STAFF_ROLE_LABELS, type AdminLoginValues, type DemoAccounts } from '@otech/domain';
import { AdminLoginPage, type AdminTestCredentials } from '@otech/ui';
import { ApiError } from '../../app/http.ts';
import { adminSessionAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { demoAccountsQuery } from '../auth/index.ts';
import { adminLogin } from './api.ts';

/** The demo's staff accounts named by their role (issue 23), or its one admin account. */
function testAccounts(demo: DemoAccounts): AdminTestCredentials[] {
  return demo.staff?.map((account) => ({ ...account, role: STAFF_ROLE_LABELS[account.role] })) ?? [demo.admin];
}

/** /admin/login (spec 3 "Admin login page"): on success, the staff member's first page (the dashboard when their role shows it). */
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
      const session = await adminLogin(values);
      setSession(session);
      notify(ADMIN_LOGIN_SNACKBARS.success);
      void navigate(adminLandingPage(session.admin.permissions));
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
      testCredentials={demoAccounts.data ? testAccounts(demoAccounts.data) : undefined}
    />
  );
}
