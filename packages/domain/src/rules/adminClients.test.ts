import { describe, expect, it } from 'vitest';
import {
  clientActivityLabel,
  clientAddressLabel,
  clientCompanyLabel,
  clientDetailsLabel,
  noClientFoundLabel,
  searchAdminClients,
} from './adminClients.ts';

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
