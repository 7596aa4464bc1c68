import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_PERMISSIONS, adminLandingPage, adminPagePermission, adminPagesAllowed, ANY_STAFF_PAGES, mayOpenAdminPage } from './adminPages.ts';
import { permissionsOf } from './staffPermissions.ts';

describe('administration pages by role (issue 23)', () => {
  it('shows the Administrateur every page, the team included', () => {
    expect(adminPagesAllowed(permissionsOf('administrateur'))).toContain('/admin/equipe');
    expect(adminPagesAllowed(permissionsOf('administrateur'))).toEqual([...Object.keys(ADMIN_PAGE_PERMISSIONS), ...ANY_STAFF_PAGES]);
  });

  it('shows Logistique the products (for their stock), its orders, deliveries and clients only, and lands it on its first page', () => {
    expect(adminPagesAllowed(permissionsOf('logistique'))).toEqual(['/admin/catalogue', '/admin/clients', '/admin/livraisons', '/admin/orders', '/admin/mot-de-passe']);
    expect(adminLandingPage(permissionsOf('logistique'))).toBe('/admin/catalogue');
  });

  it('shows Comptabilité invoices and reminders, not the catalogue nor the team', () => {
    const pages = adminPagesAllowed(permissionsOf('comptabilite'));
    expect(pages).toEqual(expect.arrayContaining(['/admin/dashboard', '/admin/factures', '/admin/relances']));
    expect(pages).not.toContain('/admin/catalogue');
    expect(pages).not.toContain('/admin/equipe');
    expect(pages.at(-1)).toBe('/admin/mot-de-passe');
    expect(adminLandingPage(permissionsOf('comptabilite'))).toBe('/admin/dashboard');
  });

  it("needs a record's section for its page, and editing clients to create one", () => {
    expect(adminPagePermission('/admin/orders/ORD-12')).toBe('orders.view');
    expect(adminPagePermission('/admin/clients/42')).toBe('clients.view');
    expect(adminPagePermission('/admin/clients/nouveau')).toBe('clients.edit');
    expect(adminPagePermission('/admin/catalogue/VP00001')).toBe('catalogue.edit');
    expect(adminPagePermission('/admin/devis/7')).toBe('quotes.answer');
    expect(adminPagePermission('/admin/journal/')).toBe('audit.view');
    expect(adminPagePermission('/admin/mot-de-passe')).toBe('any');
    expect(adminPagePermission('/admin/nimporte')).toBeUndefined();
  });

  it('lets each role open by address exactly the pages its menu shows, and their records', () => {
    expect(mayOpenAdminPage(permissionsOf('logistique'), '/admin/orders/ORD-12')).toBe(true);
    expect(mayOpenAdminPage(permissionsOf('logistique'), '/admin/clients/nouveau')).toBe(false);
    expect(mayOpenAdminPage(permissionsOf('logistique'), '/admin/factures')).toBe(false);
    // The products' list for the stock, not a product's record nor a new one (decision 237).
    expect(mayOpenAdminPage(permissionsOf('logistique'), '/admin/catalogue')).toBe(true);
    expect(mayOpenAdminPage(permissionsOf('logistique'), '/admin/catalogue/VP00001')).toBe(false);
    expect(mayOpenAdminPage(permissionsOf('logistique'), '/admin/catalogue/nouveau')).toBe(false);
    expect(mayOpenAdminPage(permissionsOf('commercial'), '/admin/clients/nouveau')).toBe(true);
    expect(mayOpenAdminPage(permissionsOf('commercial'), '/admin/journal')).toBe(false);
    expect(mayOpenAdminPage(permissionsOf('comptabilite'), '/admin/mot-de-passe')).toBe(true);
    expect(mayOpenAdminPage(permissionsOf('administrateur'), '/admin/nimporte')).toBe(false);
    for (const role of ['administrateur', 'commercial', 'comptabilite', 'logistique'] as const) {
      for (const page of adminPagesAllowed(permissionsOf(role))) expect(mayOpenAdminPage(permissionsOf(role), page)).toBe(true);
    }
  });
});
