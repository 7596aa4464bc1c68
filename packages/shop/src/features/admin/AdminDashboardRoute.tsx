import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { AccountWelcome, Button } from '@otech/ui';
import { adminSessionAtom } from '../../app/session.ts';
import { logout } from '../auth/index.ts';

/** /admin/dashboard: the signed-in administrator, and the logout of spec 3 (token revoked, back to /admin/login). */
export function AdminDashboardRoute() {
  const [session, setSession] = useAtom(adminSessionAtom);
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <main>
      <AccountWelcome title="Administration OTECH" name={session.admin.username} />
      <Button
        variant="secondary"
        onPress={() => {
          void logout('admin').catch((error: unknown) => console.warn('Logout call failed', error));
          setSession(null);
          void navigate('/admin/login');
        }}
      >
        Déconnexion
      </Button>
    </main>
  );
}
