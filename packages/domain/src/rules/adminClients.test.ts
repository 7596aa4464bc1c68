import { describe, expect, it } from 'vitest';
import {
  clientActivityLabel,
  clientAddressLabel,
  clientCompanyLabel,
  clientDetailsLabel,
  clientOrderFigures,
  noClientFoundLabel,
} from './adminClients.ts';
import type { ClientOrderTally } from './adminClients.ts';
import { spentOrders, toCents } from './money.ts';

describe('client card texts (spec 3 §2 and §8)', () => {
  it('says when nothing matches a non-empty search', () => {
    expect(noClientFoundLabel('zzz')).toBe('Aucun client trouvé pour "zzz"');
    expect(noClientFoundLabel('')).toBeNull();
  });

  it("shows 'Particulier' without a company", () => {
    expect(clientCompanyLabel({ companyName: 'Sud Énergie' })).toBe('Sud Énergie');
    expect(clientCompanyLabel({ companyName: ' ' })).toBe('Particulier');
  });

  it("shows the address or 'Adresse non renseigné'", () => {
    const address = { street: '1 rue de la Paix', postalCode: '13100', city: 'Aix-en-Provence', country: 'France' };
    expect(clientAddressLabel({ address })).toBe('1 rue de la Paix, 13100 Aix-en-Provence');
    expect(clientAddressLabel({ address: { street: '', postalCode: '', city: '', country: 'France' } })).toBe(
      'Adresse non renseigné',
    );
  });

  it("shows 'Actif' or 'Inactif' and the details text", () => {
    expect(clientActivityLabel({ isActive: true })).toBe('Actif');
    expect(clientActivityLabel({ isActive: false })).toBe('Inactif');
    expect(clientDetailsLabel({ firstName: 'Jean', lastName: 'Dupont', totalOrders: 4 })).toBe(
      'Client: Jean Dupont - 4 commandes',
    );
  });
});

describe('clientOrderFigures (spec 3 §2: order count and total spent of a client card)', () => {
  it('counts every order and adds, to the cent, the amounts of those that count as spent, as spentOrders does', () => {
    const orders = [
      { status: 'delivered', totalAmount: 0.1 },
      { status: 'delivered', totalAmount: 0.2 },
      { status: 'pending', totalAmount: 104.8 },
      { status: 'cancelled', totalAmount: 50 },
      { status: 'returned', totalAmount: 12.35 },
      { status: 'shipped', totalAmount: 1234.565 },
    ];
    const tallies = new Map<string, ClientOrderTally>();
    for (const { status, totalAmount } of orders) {
      const tally = tallies.get(status) ?? { status, orders: 0, amountCents: 0 };
      tallies.set(status, { status, orders: tally.orders + 1, amountCents: tally.amountCents + toCents(totalAmount) });
    }
    const figures = clientOrderFigures([...tallies.values()]);
    expect(figures).toEqual({ totalOrders: 6, totalSpent: spentOrders(orders).total });
    expect(figures.totalSpent).toBe(1339.67);
  });

  it('gives nothing for a client without orders', () => {
    expect(clientOrderFigures([])).toEqual({ totalOrders: 0, totalSpent: 0 });
  });
});
