import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientInputSchema, PublicClientSchema } from './client.ts';
import { clientToUserProfile, clientToUserView, UserProfileSchema, userProfileToClient, UserViewSchema } from './user.ts';

const client = v.parse(PublicClientSchema, {
  id: 42,
  pseudo: 'DUPONTM',
  societe: 'Dupont Électronique SARL',
  email: 'contact@dupont.fr',
  telephone: '01 23 45 67 89',
  famille: 'Revendeur',
  representant: 'Martin',
  actif: true,
  date_creation: '2024-01-15T10:00:00.000Z',
});

describe('clientToUserProfile (spec 1 §3 "User profile")', () => {
  it('maps each field as the spec states', () => {
    expect(clientToUserProfile(client)).toEqual({
      id: '42',
      pseudo: 'DUPONTM',
      email: 'contact@dupont.fr',
      societe: 'Dupont Électronique SARL',
      role: 'wholesaler',
      isVerified: true,
      actif: true,
      username: 'DUPONTM',
      firstName: '',
      lastName: 'Martin',
      companyName: 'Dupont Électronique SARL',
      phone: '01 23 45 67 89',
      createdAt: '2024-01-15T10:00:00.000Z',
      language: 'fr',
      currency: 'EUR',
      deliveryAddress: undefined,
    });
  });

  it('takes the contact person from prenom and nom, never from the company name (issue 8)', () => {
    expect(clientToUserProfile({ ...client, prenom: 'Jean', nom: 'Dupont' })).toMatchObject({ firstName: 'Jean', lastName: 'Dupont' });
  });

  it('gives an inactive client an unverified profile', () => {
    expect(clientToUserProfile({ ...client, actif: false })).toMatchObject({ isVerified: false, actif: false });
  });

  it('adds the delivery group only when liv_societe or liv_adresse_debut is set', () => {
    expect(clientToUserProfile({ ...client, liv_ville: 'Lyon' }).deliveryAddress).toBeUndefined();
    expect(clientToUserProfile({ ...client, liv_adresse_debut: '2 quai Rambaud', liv_ville: 'Lyon' }).deliveryAddress).toMatchObject({
      liv_adresse_debut: '2 quai Rambaud',
      liv_ville: 'Lyon',
    });
    expect(clientToUserProfile({ ...client, liv_societe: 'Dépôt Dupont' }).deliveryAddress).toMatchObject({
      liv_societe: 'Dépôt Dupont',
    });
  });

  it('produces a profile that UserProfileSchema accepts', () => {
    const profile = clientToUserProfile({ ...client, liv_societe: 'Dépôt Dupont' });
    expect(v.parse(UserProfileSchema, profile)).toEqual(profile);
  });
});

describe('userProfileToClient (spec 1 §3 reverse mapping)', () => {
  it('maps the profile back to the client fields', () => {
    const profile = clientToUserProfile({ ...client, liv_societe: 'Dépôt Dupont', liv_ville: 'Lyon' });
    expect(userProfileToClient(profile)).toMatchObject({
      id: 42,
      pseudo: 'DUPONTM',
      societe: 'Dupont Électronique SARL',
      email: 'contact@dupont.fr',
      telephone: '01 23 45 67 89',
      representant: 'Martin',
      liv_societe: 'Dépôt Dupont',
      liv_ville: 'Lyon',
      date_creation: '2024-01-15T10:00:00.000Z',
    });
  });

  it('sets bloque false and actif true unless the profile says false', () => {
    const profile = clientToUserProfile({ ...client, bloque: true });
    expect(userProfileToClient(profile)).toMatchObject({ bloque: false, actif: true });
    expect(userProfileToClient({ ...profile, actif: false })).toMatchObject({ bloque: false, actif: false });
  });

  it('leaves the id out when the profile id is not a client id', () => {
    const profile = clientToUserProfile(client);
    expect(userProfileToClient({ ...profile, id: 'local-1' })).not.toHaveProperty('id');
  });

  it('gives a payload ClientInputSchema accepts', () => {
    expect(v.is(ClientInputSchema, userProfileToClient(clientToUserProfile(client)))).toBe(true);
  });
});

describe('clientToUserView (spec 1 §3 "simpler user view")', () => {
  it('takes role, verification, company, contact, address and SIRET from the client', () => {
    const view = clientToUserView({
      ...client,
      siret: '12345678901234',
      adresse_debut: 'ZI des Milles',
      adresse_fin: '45 rue Ampère',
      code_postal: '13290',
      ville: 'Aix-en-Provence',
    });
    expect(view).toEqual({
      id: '42',
      pseudo: 'DUPONTM',
      role: 'wholesaler',
      isVerified: true,
      companyName: 'Dupont Électronique SARL',
      email: 'contact@dupont.fr',
      phone: '01 23 45 67 89',
      address: { street: 'ZI des Milles, 45 rue Ampère', city: 'Aix-en-Provence', postalCode: '13290', country: 'France' },
      siret: '12345678901234',
    });
    expect(v.is(UserViewSchema, view)).toBe(true);
  });
});
