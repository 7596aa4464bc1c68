import { describe, expect, it } from 'vitest';
import { can, permissionsOf, STAFF_PERMISSIONS, STAFF_ROLES } from './staffPermissions.ts';

describe('can(role, permission) (issue 23)', () => {
  it('lets the Administrateur do everything, staff management included', () => {
    expect(STAFF_PERMISSIONS.every((permission) => can('administrateur', permission))).toBe(true);
  });

  it('keeps staff management and the journal to the Administrateur', () => {
    for (const role of STAFF_ROLES.filter((each) => each !== 'administrateur')) {
      expect(can(role, 'staff.manage')).toBe(false);
      expect(can(role, 'audit.view')).toBe(false);
    }
  });

  it('gives the Commercial clients, orders, price lists and impersonation, not invoices nor the catalogue', () => {
    expect(['clients.edit', 'clients.impersonate', 'orders.edit', 'prices.edit'].every((p) => can('commercial', p as never))).toBe(true);
    expect(can('commercial', 'invoices.edit')).toBe(false);
    expect(can('commercial', 'catalogue.edit')).toBe(false);
  });

  it('gives Comptabilité invoices, reminders and exports, and no prices', () => {
    expect(can('comptabilite', 'invoices.edit')).toBe(true);
    expect(can('comptabilite', 'reminders.send')).toBe(true);
    expect(can('comptabilite', 'exports.download')).toBe(true);
    expect(can('comptabilite', 'prices.edit')).toBe(false);
    expect(can('comptabilite', 'orders.edit')).toBe(false);
  });

  it('gives Logistique shipping and stock, and neither prices nor client banking', () => {
    expect(permissionsOf('logistique')).toEqual(['clients.view', 'orders.view', 'orders.ship', 'catalogue.view', 'stock.edit']);
    expect(can('logistique', 'catalogue.edit')).toBe(false);
    expect(can('logistique', 'prices.edit')).toBe(false);
    expect(can('logistique', 'clients.banking')).toBe(false);
    expect(can('logistique', 'clients.edit')).toBe(false);
  });

  it('lists a role’s permissions in the table’s order', () => {
    expect(permissionsOf('administrateur')).toEqual([...STAFF_PERMISSIONS]);
  });
});
