import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { adminSessionAtom } from '../../app/session.ts';
import { signedInStaffQuery } from './queries.ts';

/**
 * Keeps the stored session's role and permissions as the API has them now, read again on every page
 * the member opens and when the window comes back to the front: after an Administrateur changes their
 * role, their menus, pages and buttons follow it from the next page on, not from their next sign-in
 * (issue 23; the API enforces the new role from the change on).
 */
export function useCurrentStaffRole(): void {
  const [session, setSession] = useAtom(adminSessionAtom);
  const { pathname } = useLocation();
  const { data: current } = useQuery({ ...signedInStaffQuery(pathname), enabled: session !== null });
  useEffect(() => {
    // Only this member's answer (not one asked before a sign-out and another's sign-in), and only a change.
    if (!session || !current || current.id !== session.admin.id) return;
    if (JSON.stringify(current) !== JSON.stringify(session.admin)) setSession({ ...session, admin: current });
  }, [current, session, setSession]);
}
