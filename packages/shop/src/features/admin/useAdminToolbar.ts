import { useAtom } from 'jotai';
import { adminPagesAllowed } from '@otech/domain';
import { useQuery } from '@tanstack/react-query';
import type { AdminToolbarProps } from '@otech/ui';
import { adminSessionAtom } from '../../app/session.ts';
import { useNavigate } from 'react-router-dom';
import { logout } from '../auth/index.ts';
import { salesInboxCountsQuery } from './salesInboxQueries.ts';

/** The toolbar of every administration page: who is signed in, the menu's pages, the sales inbox's counts, and logout (spec 3 §2). */
export function useAdminToolbar(): AdminToolbarProps {
  const [session, setSession] = useAtom(adminSessionAtom);
  const navigate = useNavigate();
  // Counted for staff only: a page shown before the session is known asks nothing.
  const counts = useQuery({ ...salesInboxCountsQuery(), enabled: session?.admin.permissions.includes('quotes.answer') ?? false });
  return {
    adminName: session?.admin.name ?? '',
    allowedPages: adminPagesAllowed(session?.admin.permissions ?? []),
    inboxCounts: counts.data,
    onLogout: () => {
      void logout('admin').catch((error: unknown) => console.warn('Logout call failed', error));
      setSession(null);
      void navigate('/admin/login');
    },
  };
}
