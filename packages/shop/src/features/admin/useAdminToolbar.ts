import { useAtom } from 'jotai';
import { adminPagesAllowed } from '@otech/domain';
import type { AdminToolbarProps } from '@otech/ui';
import { adminSessionAtom } from '../../app/session.ts';
import { useNavigate } from 'react-router-dom';
import { logout } from '../auth/index.ts';

/** The toolbar of every administration page: who is signed in, the menu's pages, and logout (spec 3 §2). */
export function useAdminToolbar(): AdminToolbarProps {
  const [session, setSession] = useAtom(adminSessionAtom);
  const navigate = useNavigate();
  return {
    adminName: session?.admin.name ?? '',
    allowedPages: adminPagesAllowed(session?.admin.permissions ?? []),
    onLogout: () => {
      void logout('admin').catch((error: unknown) => console.warn('Logout call failed', error));
      setSession(null);
      void navigate('/admin/login');
    },
  };
}
