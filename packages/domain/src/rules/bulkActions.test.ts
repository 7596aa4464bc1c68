import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BULK_MAX_RECORDS,
  BULK_MESSAGES,
  BulkOrderStatusSchema,
  bulkActionsFor,
  bulkConfirmation,
  bulkDone,
  bulkPermission,
  bulkRefused,
  bulkReminderRefusal,
  bulkResult,
  bulkSummary,
  bulkZipName,
  orderStatusRefusal,
} from './bulkActions.ts';
import { permissionsOf } from './staffPermissions.ts';
import type { StaffRole } from './staffPermissions.ts';

const issuesOf = (input: unknown) => v.safeParse(BulkOrderStatusSchema, input).issues?.map((issue) => issue.message);

describe('the bulk body (issue 23)', () => {
  it('takes 1 to 100 ids, each counted once', () => {
    const parsed = v.parse(BulkOrderStatusSchema, { ids: ['a', 'b', 'a'], status: 'confirmed' });
    expect(parsed.ids).toEqual(['a', 'b']);
    expect(issuesOf({ ids: [], status: 'confirmed' })).toEqual([BULK_MESSAGES.noneSelected]);
    const tooMany = Array.from({ length: BULK_MAX_RECORDS + 1 }, (_, i) => `o${i}`);
    expect(issuesOf({ ids: tooMany, status: 'confirmed' })).toEqual([BULK_MESSAGES.tooMany]);
    expect(v.safeParse(BulkOrderStatusSchema, { ids: ['x'.repeat(256)], status: 'confirmed' }).success).toBe(false);
    expect(v.safeParse(BulkOrderStatusSchema, { ids: ['a'], status: 'lost' }).success).toBe(false);
  });
});

describe('an order status changed in bulk (spec 3 §4: any status from any other)', () => {
  it('refuses only an order already at that status, naming it', () => {
    expect(orderStatusRefusal('confirmed', 'confirmed')).toBe('Déjà « Confirmée »');
    expect(orderStatusRefusal('delivered', 'pending')).toBeUndefined();
    expect(orderStatusRefusal('cancelled', 'confirmed')).toBeUndefined();
  });
});

describe('the result of a bulk action', () => {
  it('keeps each outcome in order and counts done and refused', () => {
    const result = bulkResult([bulkDone('1', 'CMD-1', 'ok'), bulkRefused('2', 'CMD-2', 'Commande introuvable'), bulkDone('3', 'CMD-3', 'ok')]);
    expect(result).toMatchObject({ done: 2, refused: 1 });
    expect(result.outcomes.map((outcome) => outcome.id)).toEqual(['1', '2', '3']);
    expect(bulkSummary(result)).toBe('2 faites, 1 refusée');
    expect(bulkSummary({ done: 1, refused: 0 })).toBe('1 faite, 0 refusée');
  });
});

describe('the bulk actions a role is offered (the permission table)', () => {
  it('offers each role only what its permissions allow', () => {
    const keys = (list: Parameters<typeof bulkActionsFor>[0], role: StaffRole) => bulkActionsFor(list, permissionsOf(role)).map((action) => action.key);
    expect(keys('orders', 'administrateur')).toEqual(['status', 'deliveryNotes']);
    expect(keys('orders', 'logistique')).toEqual(['deliveryNotes']);
    expect(keys('invoices', 'comptabilite')).toEqual(['reminders', 'pdfs']);
    expect(keys('invoices', 'commercial')).toEqual(['pdfs']);
    expect(keys('clients', 'commercial')).toEqual(['priceList', 'representative']);
    expect(keys('clients', 'comptabilite')).toEqual([]);
    expect(bulkPermission('invoices', 'reminders')).toBe('reminders.send');
    expect(() => bulkPermission('clients', 'delete')).toThrow();
  });

  it('asks before a consequential action, in French, with the count', () => {
    expect(bulkConfirmation('orders', 'status', 3, 'Annulée')).toBe('Passer 3 commandes au statut « Annulée » ?');
    expect(bulkConfirmation('invoices', 'reminders', 1)).toBe('Envoyer la relance suivante pour 1 facture ? Chaque client reçoit un e-mail.');
    expect(bulkActionsFor('orders', permissionsOf('administrateur')).find((action) => action.key === 'deliveryNotes')?.consequential).toBe(false);
  });

  it('names the ZIP after the Paris day', () => {
    expect(bulkZipName('factures', '2027-01-11T23:30:00Z')).toBe('factures_2027-01-12.zip');
  });
});

describe('bulkReminderRefusal', () => {
  it('lets the first two reminders go in bulk and keeps the formal notice for /admin/relances', () => {
    expect([bulkReminderRefusal(1), bulkReminderRefusal(2)]).toEqual([undefined, undefined]);
    expect(bulkReminderRefusal(3)).toBe('La mise en demeure s’envoie depuis /admin/relances, après confirmation');
  });
});
