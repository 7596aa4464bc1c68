import type { StaffPermission } from './staffPermissions.ts';

/**
 * What each administration page needs (issue 23: the menus show only what the role may do). A page
 * is shown when the staff member holds its permission; the API refuses the rest anyway.
 */
export const ADMIN_PAGE_PERMISSIONS: Readonly<Record<string, StaffPermission>> = {
  '/admin/dashboard': 'stats.view',
  '/admin/catalogue': 'catalogue.view',
  '/admin/factures': 'invoices.view',
  '/admin/relances': 'reminders.send',
  '/admin/clients': 'clients.view',
  '/admin/tarifs': 'prices.edit',
  '/admin/ouvertures': 'openings.decide',
  '/admin/livraisons': 'orders.ship',
  '/admin/referencement': 'catalogue.edit',
  '/admin/nomenclatures': 'catalogue.edit',
  '/admin/orders': 'orders.view',
  '/admin/devis': 'quotes.answer',
  '/admin/messages': 'quotes.answer',
  '/admin/courriels': 'audit.view',
  '/admin/equipe': 'staff.manage',
  '/admin/journal': 'audit.view',
};

/** Pages every staff member may open whatever their role: their own password. */
export const ANY_STAFF_PAGES: readonly string[] = ['/admin/mot-de-passe'];

/** The pages a staff member with these permissions may open, in the table's order, then those of every member. */
export function adminPagesAllowed(permissions: readonly StaffPermission[]): string[] {
  const allowed = Object.entries(ADMIN_PAGE_PERMISSIONS)
    .filter(([, permission]) => permissions.includes(permission))
    .map(([page]) => page);
  return [...allowed, ...ANY_STAFF_PAGES];
}

/** Pages under a section that need more than it: creating a client is editing clients. */
const ADMIN_SUBPAGE_PERMISSIONS: Readonly<Record<string, StaffPermission>> = {
  '/admin/clients/nouveau': 'clients.edit',
};

/** Sections whose records need more than their list: Logistique reads the products' list for the stock (decision 237), a product's record is editing the catalogue. */
const ADMIN_RECORD_PERMISSIONS: Readonly<Record<string, StaffPermission>> = {
  '/admin/catalogue': 'catalogue.edit',
};

/**
 * What the page at this address needs, so that a page opened by its address is refused as its menu
 * entry is hidden: its own entry, else its section's (an order's page is the orders'); 'any' for the
 * pages of every member; undefined for an address that is no page.
 */
export function adminPagePermission(pathname: string): StaffPermission | 'any' | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (ANY_STAFF_PAGES.includes(path)) return 'any';
  const page = ADMIN_SUBPAGE_PERMISSIONS[path] ?? ADMIN_PAGE_PERMISSIONS[path];
  if (page) return page;
  const section = /^\/admin\/[^/]+/.exec(path)?.[0];
  if (section === undefined) return undefined;
  return (section !== path ? ADMIN_RECORD_PERMISSIONS[section] : undefined) ?? ADMIN_PAGE_PERMISSIONS[section];
}

/** Whether a member with these permissions may open the page at this address (issue 23). */
export function mayOpenAdminPage(permissions: readonly StaffPermission[], pathname: string): boolean {
  const needed = adminPagePermission(pathname);
  return needed === 'any' || (needed !== undefined && permissions.includes(needed));
}

/** Where a staff member lands after signing in: the dashboard when they may see it, else their first page. */
export function adminLandingPage(permissions: readonly StaffPermission[]): string {
  return adminPagesAllowed(permissions)[0] ?? ANY_STAFF_PAGES[0] ?? '/admin/login';
}
