import { useLocation } from 'react-router-dom';
import { ADMIN_MENU_LINKS, AdminLayout, EmptyState } from '@otech/ui';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** Management pages of spec 3 §2 whose screens are not built yet (their content is not in the spec either). */
export const PAGES_IN_PREPARATION = ['catalogue', 'factures', 'relances'] as const;

/**
 * Says plainly that the page is not there yet, under the administration's toolbar, rather than
 * sending a signed-in administrator who follows the menu back to the sign-in page.
 */
export function AdminPageInPreparationRoute() {
  const toolbar = useAdminToolbar();
  const { pathname } = useLocation();
  const title = ADMIN_MENU_LINKS.find((link) => link.href === pathname)?.label ?? 'Nomenclatures';
  return (
    <AdminLayout title={title} {...toolbar}>
      <EmptyState icon="Clock" title="Page en préparation" message="Cette page de gestion n'est pas encore disponible." />
    </AdminLayout>
  );
}
