import type { ReactNode } from 'react';
import { AdminToolbar, type AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as s from './AdminLayout.css.ts';

export interface AdminLayoutProps extends AdminToolbarProps {
  /** The page's h1. */
  title: string;
  /** What the page creates, beside its title (« Nouveau client »), for the roles that may. */
  action?: ReactNode;
  /** The page's content, under the staff toolbar. */
  children: ReactNode;
}

/** Every administration page: the toolbar with its account menu, then the page under its title. */
export function AdminLayout({ title, action, children, ...toolbar }: AdminLayoutProps) {
  return (
    <div className={s.page}>
      <AdminToolbar {...toolbar} />
      <main className={s.main}>
        <div className={s.heading}>
          <h1 className={s.title}>{title}</h1>
          {action}
        </div>
        {children}
      </main>
    </div>
  );
}
