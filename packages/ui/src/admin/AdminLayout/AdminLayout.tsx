import type { ReactNode } from 'react';
import { AdminToolbar, type AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as s from './AdminLayout.css.ts';

export interface AdminLayoutProps extends AdminToolbarProps {
  /** The page's h1. */
  title: string;
  /** The page's content, under the staff toolbar. */
  children: ReactNode;
}

/** Every administration page: the toolbar with its account menu, then the page under its title. */
export function AdminLayout({ title, children, ...toolbar }: AdminLayoutProps) {
  return (
    <div className={s.page}>
      <AdminToolbar {...toolbar} />
      <main className={s.main}>
        <h1 className={s.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
