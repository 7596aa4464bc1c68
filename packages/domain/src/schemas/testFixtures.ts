// Smallest valid inputs of the entity schemas, shared by their tests.

export const minimalProduct = { id: 'A1', reference: 'A1', name: 'Pile LR6', category: 'vp', price: 0.5 };

export const cartItem = { id: 'A1', product: minimalProduct, quantity: 2, addedAt: '2025-03-14T09:30:00.000Z' };

export const userProfile = {
  id: '7',
  pseudo: 'DUPONTM',
  email: 'contact@dupont.fr',
  societe: 'Dupont',
  role: 'customer',
  isVerified: true,
  actif: true,
  username: 'DUPONTM',
  firstName: 'Dupont',
  companyName: 'Dupont',
  language: 'fr',
  currency: 'EUR',
};
