import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_PERMISSIONS, adminLandingPage, adminPagesAllowed, ANY_STAFF_PAGES } from './adminPages.ts';
import { permissionsOf } from './staffPermissions.ts';

describe('administration pages by role (issue 23)', () => {
  it('shows the Administrateur every page, the team included', () => {
    expect(adminPagesAllowed(permissionsOf('administrateur'))).toContain('/admin/equipe');
    expect(adminPagesAllowed(permissionsOf('administrateur'))).toEqual([...Object.keys(ADMIN_PAGE_PERMISSIONS), ...ANY_STAFF_PAGES]);
  });

  it('shows Logistique its orders, deliveries and clients only, and lands it on its first page', () => {
    expect(adminPagesAllowed(permissionsOf('logistique'))).toEqual(['/admin/clients', '/admin/livraisons', '/admin/orders', '/admin/mot-de-passe']);
    expect(adminLandingPage(permissionsOf('logistique'))).toBe('/admin/clients');
  });

  it('shows Comptabilité invoices and reminders, not the catalogue nor the team', () => {
    const pages = adminPagesAllowed(permissionsOf('comptabilite'));
    expect(pages).toEqual(expect.arrayContaining(['/admin/dashboard', '/admin/factures', '/admin/relances']));
    expect(pages).not.toContain('/admin/catalogue');
    expect(pages).not.toContain('/admin/equipe');
    expect(pages.at(-1)).toBe('/admin/mot-de-passe');
    expect(adminLandingPage(permissionsOf('comptabilite'))).toBe('/admin/dashboard');
  });
});
