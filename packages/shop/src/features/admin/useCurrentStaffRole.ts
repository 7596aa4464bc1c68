import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { ADMIN_LOGIN_SNACKBARS } from '@otech/domain';
import { ApiError } from '../../app/http.ts';
import { adminSessionAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { signedInStaffQuery } from './queries.ts';

/**
 * Keeps the stored session's role and permissions as the API has them now, read again on every page
 * the member opens and when the window comes back to the front: after an Administrateur changes their
 * role, their menus, pages and buttons follow it from the next page on, not from their next sign-in
 * (issue 23; the API enforces the new role from the change on). A session the API no longer takes
 * (the member deactivated, signed out elsewhere, the token expired) is ended here, and RequireAdmin
 * then opens the sign-in page, saying why (decision 265).
 */
export function useCurrentStaffRole(): void {
  const [session, setSession] = useAtom(adminSessionAtom);
  const { pathname } = useLocation();
  const { data: current, error } = useQuery({ ...signedInStaffQuery(pathname), enabled: session !== null });
  useEffect(() => {
    // Only this member's answer (not one asked before a sign-out and another's sign-in), and only a change.
    if (!session || !current || current.id !== session.admin.id) return;
    if (JSON.stringify(current) !== JSON.stringify(session.admin)) setSession({ ...session, admin: current });
  }, [current, session, setSession]);
  useEffect(() => {
    if (!session || !(error instanceof ApiError) || error.status !== 401) return;
    setSession(null);
    notify(ADMIN_LOGIN_SNACKBARS.sessionEnded);
  }, [error, session, setSession]);
}
