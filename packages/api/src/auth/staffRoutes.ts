import type { Request } from 'express';
import { can } from '@otech/domain';
import type { StaffPermission, StaffRole } from '@otech/domain';

/**
 * The permission each staff route still registered inline needs, by method and Express path
 * (issue 23). The admin middleware reads it, so those route files need no edit; once a file is a
 * table of `route({...})`, its entries move onto the routes' `permission` and leave this table.
 * A staff route missing here is the Administrateur's alone: forgetting an entry refuses, never allows.
 */
export const INLINE_STAFF_ROUTES: Readonly<Record<string, StaffPermission>> = {
  'GET /admin/stats': 'stats.view',
  'GET /admin/clients': 'clients.view',
  'GET /admin/clients/:id/activity': 'clients.view',
  'GET /clients': 'clients.view',
  'GET /clients/admin/stats': 'clients.view',
  'GET /clients/pseudo/:pseudo': 'clients.view',
  'GET /clients/:id': 'clients.view',
  'POST /clients': 'clients.edit',
  'PUT /clients/:id': 'clients.edit',
  'DELETE /clients/:id': 'clients.edit',
  'POST /admin/impersonate/:clientId': 'clients.impersonate',
  'GET /admin/ouvertures': 'openings.decide',
  'POST /admin/ouvertures/:id/validation': 'openings.decide',
  'POST /admin/ouvertures/:id/refus': 'openings.decide',
  'GET /admin/orders': 'orders.view',
  'GET /admin/orders/:id': 'orders.view',
  // Status, payment and shipping of an order in one form: who may touch which is orders.edit for now.
  'PATCH /admin/orders/:id': 'orders.edit',
  'GET /factures/stats': 'invoices.view',
  'GET /factures': 'invoices.view',
  'GET /factures/:id': 'invoices.view',
  'GET /admin/factures/:id/pdf': 'invoices.view',
  'POST /factures': 'invoices.edit',
  'PUT /factures/:id': 'invoices.edit',
  'DELETE /factures/:id': 'invoices.edit',
  'POST /factures/:id/paiements': 'invoices.edit',
  'GET /admin/relances': 'reminders.send',
  'POST /admin/relances': 'reminders.send',
  'POST /products': 'catalogue.edit',
  'PUT /products/:id': 'catalogue.edit',
  'DELETE /products/:id': 'catalogue.edit',
  'PUT /admin/products/:id': 'catalogue.edit',
  'PUT /admin/products/:id/photos/:view': 'catalogue.edit',
  'DELETE /admin/products/:id/photos/:view': 'catalogue.edit',
  'POST /admin/catalogue/import': 'catalogue.edit',
  'GET /admin/nomenclatures': 'catalogue.edit',
  'POST /admin/nomenclatures': 'catalogue.edit',
  'PUT /admin/nomenclatures/:id': 'catalogue.edit',
  'DELETE /admin/nomenclatures/:id': 'catalogue.edit',
  'GET /admin/referencement': 'catalogue.edit',
  'PUT /admin/referencement/:cible/:cle': 'catalogue.edit',
};

/** Routes every staff member may call whatever their role: signing out. */
export const ANY_STAFF_ROUTES: ReadonlySet<string> = new Set(['POST /auth/logout']);

/** The key of a request in the tables: its method and the Express path of the route it reached. */
export function routeKey(req: Request): string {
  return `${req.method} ${String(req.route?.path ?? req.path)}`;
}

/** What an inline route needs: its table entry, or 'any' for signing out, or undefined (the Administrateur's alone). */
export function inlinePermission(req: Request): StaffPermission | 'any' | undefined {
  const key = routeKey(req);
  return ANY_STAFF_ROUTES.has(key) ? 'any' : INLINE_STAFF_ROUTES[key];
}

/** Whether a member of that role may call a route needing that permission (none named: the Administrateur only). */
export function staffMay(role: StaffRole, permission: StaffPermission | 'any' | undefined): boolean {
  if (permission === 'any') return true;
  return permission === undefined ? role === 'administrateur' : can(role, permission);
}
