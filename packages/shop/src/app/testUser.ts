import type { UserProfile } from '@otech/domain';

/** A signed-in customer's profile, for the shop's unit tests. */
export const testUser: UserProfile = {
  id: '1',
  pseudo: 'JEAND',
  email: 'demo@otech-batteries.fr',
  societe: 'Dupont Électricité',
  role: 'pro',
  isVerified: true,
  actif: true,
  username: 'JEAND',
  firstName: 'Jean',
  companyName: 'Dupont Électricité',
  language: 'fr',
  currency: 'EUR',
};
