import { describe, expect, it } from 'vitest';
import { accountOrderStatusDisplay, adminOrderStatusDisplay } from './orderStatus.ts';

describe('order status in the administration (spec 3 §4)', () => {
  it.each([
    ['pending', 'En attente', 'warning', 'Clock'],
    ['confirmed', 'Confirmée', 'primary', 'CircleCheck'],
    ['processing', 'En traitement', 'accent', 'RefreshCw'],
    ['shipped', 'Expédiée', 'primary', 'Truck'],
    ['delivered', 'Livrée', 'primary', 'CheckCheck'],
    ['cancelled', 'Annulée', 'neutral', 'CircleX'],
    ['returned', 'Retournée', 'warning', 'Undo2'],
  ])('%s is "%s", %s, %s', (status, label, tone, icon) => {
    expect(adminOrderStatusDisplay(status)).toEqual({ label, tone, icon });
  });

  it('shows an unknown status as it is, neutral with the info icon', () => {
    expect(adminOrderStatusDisplay('lost')).toEqual({ label: 'lost', tone: 'neutral', icon: 'Info' });
    expect(adminOrderStatusDisplay('toString')).toEqual({ label: 'toString', tone: 'neutral', icon: 'Info' });
  });
});

describe('order status in the account dashboard (spec 2 §4)', () => {
  it.each([
    ['pending', 'warning', 'Clock'],
    ['confirmed', 'neutral', 'CircleCheck'],
    ['processing', 'warning', 'RefreshCw'],
    ['shipped', 'info', 'Truck'],
    ['delivered', 'success', 'CheckCheck'],
    ['cancelled', 'error', 'CircleX'],
    ['returned', 'neutral', 'Info'],
  ])('%s is %s with %s', (status, tone, icon) => {
    expect(accountOrderStatusDisplay(status)).toMatchObject({ tone, icon });
  });

  it("uses the order's own label when it has one, else the French label", () => {
    expect(accountOrderStatusDisplay('shipped', 'En cours de livraison').label).toBe('En cours de livraison');
    expect(accountOrderStatusDisplay('shipped').label).toBe('Expédiée');
    expect(accountOrderStatusDisplay('other', 'Autre')).toEqual({ label: 'Autre', tone: 'neutral', icon: 'Info' });
  });
});
