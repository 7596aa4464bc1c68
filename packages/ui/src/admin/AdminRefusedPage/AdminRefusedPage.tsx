import { pageRefusedMessage, STAFF_MESSAGES } from '@otech/domain';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as s from './AdminRefusedPage.css.ts';

export interface AdminRefusedPageProps extends AdminToolbarProps {
  /** The member's role as shown on screen ("Logistique"): the refusal names it. */
  roleLabel: string;
  /** The first page their role may open, where "Retour à mes pages" leads. */
  backHref: string;
}

/**
 * A page the member's role may not open, reached by its address (issue 23): said plainly, with the
 * menu of what they may do, rather than an empty page whose every call the API refuses.
 */
export function AdminRefusedPage({ roleLabel, backHref, ...toolbar }: AdminRefusedPageProps) {
  return (
    <AdminLayout title={STAFF_MESSAGES.pageRefusedTitle} {...toolbar}>
      <p role="alert" className={s.message}>
        {pageRefusedMessage(roleLabel)}
      </p>
      <LinkButton href={backHref} variant="secondary">
        {STAFF_MESSAGES.pageRefusedBack}
      </LinkButton>
    </AdminLayout>
  );
}
