import { describe, expect, it } from 'vitest';
import { ADMIN_DASHBOARD_SNACKBARS } from './adminMessages.ts';
import { AUTH_SNACKBARS, CART_SNACKBARS, PRODUCT_SNACKBARS } from './messages.ts';

describe('snackbar catalogue (spec 1 sections 8 and 9)', () => {
  it('welcomes by company or pseudo', () => {
    expect(AUTH_SNACKBARS.welcome('OTECH SAS').message).toBe('Bienvenue OTECH SAS ! Redirection vers votre dashboard...');
  });

  it("shows the error's own message on login failure, else the generic one, for 5 s", () => {
    expect(AUTH_SNACKBARS.loginFailed('Compte bloqué')).toEqual({ message: 'Compte bloqué', tone: 'error', durationMs: 5000 });
    expect(AUTH_SNACKBARS.loginFailed().message).toBe('Erreur de connexion');
    expect(AUTH_SNACKBARS.loginFailed('').message).toBe('Erreur de connexion');
  });

  it('gives the cart page durations with the Fermer button', () => {
    expect(CART_SNACKBARS.quoteSent).toEqual({
      message: 'Demande de devis envoyée ! Vous recevrez une réponse sous 24h.',
      tone: 'success',
      durationMs: 5000,
      action: 'Fermer',
    });
    expect(CART_SNACKBARS.quantityUpdated.durationMs).toBe(2000);
    expect(CART_SNACKBARS.signInRequired).toMatchObject({ tone: 'error', durationMs: 3000 });
  });

  it('names the product and quantity on a detail-page add, with a link to the cart for 4 s', () => {
    expect(PRODUCT_SNACKBARS.added('Pile LR6', 3)).toEqual({
      message: 'Pile LR6 ajouté au panier (3)',
      tone: 'success',
      durationMs: 4000,
      action: 'Voir le panier',
    });
  });
});

describe('administration dashboard snackbars (spec 3 section 8)', () => {
  const client = { firstName: 'Jean', lastName: 'Durand', totalOrders: 3 };
  it('tells the two impersonation failures apart, 3 s with Fermer', () => {
    expect(ADMIN_DASHBOARD_SNACKBARS.impersonationRefused).toMatchObject({ message: "Impossible d'accéder au compte client", durationMs: 3000, action: 'Fermer' });
    expect(ADMIN_DASHBOARD_SNACKBARS.impersonationFailed).toMatchObject({ message: "Erreur lors de l'accès au compte client", durationMs: 3000, action: 'Fermer' });
  });
  it('gives a client details for 4 s', () => {
    expect(ADMIN_DASHBOARD_SNACKBARS.clientDetails(client)).toMatchObject({ message: 'Client: Jean Durand - 3 commandes', durationMs: 4000 });
  });
});
