import { describe, expect, it } from 'vitest';
import {
  clientActivityLabel,
  clientAddressLabel,
  clientCompanyLabel,
  clientDetailsLabel,
  clientOrderFigures,
  noClientFoundLabel,
  searchAdminClients,
} from './adminClients.ts';
import type { ClientOrderTally } from './adminClients.ts';
import { spentOrders, toCents } from './money.ts';

const clients = [
  { firstName: 'Jean', lastName: 'Dupont', email: 'jean@sud-energie.fr', companyName: 'Sud Énergie', siret: '12345678900012' },
  { firstName: 'Marie', lastName: 'Curie', email: 'marie@labo.fr', companyName: '', siret: undefined },
];
const names = (found: readonly { firstName: string }[]) => found.map((c) => c.firstName);

describe('searchAdminClients (spec 3 §5)', () => {
  it('returns everyone for an empty search', () => {
    expect(names(searchAdminClients(clients, '  '))).toEqual(['Jean', 'Marie']);
  });

  it('matches first name, last name, e-mail and company ignoring case', () => {
    expect(names(searchAdminClients(clients, 'MARIE'))).toEqual(['Marie']);
    expect(names(searchAdminClients(clients, 'dupont'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, '@labo'))).toEqual(['Marie']);
    expect(names(searchAdminClients(clients, 'sud énergie'))).toEqual(['Jean']);
  });

  it('matches the SIRET, written with or without spaces', () => {
    expect(names(searchAdminClients(clients, '123 456 789'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, '00012'))).toEqual(['Jean']);
    expect(searchAdminClients(clients, 'zzz')).toEqual([]);
  });
});

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
