import { describe, expect, it } from 'vitest';
import { customerTerms } from '../pricing/customerPrice.ts';
import { pricedCart } from '../pricing/pricedCart.ts';
import { proForma, proFormaFileName, proFormaWithdrawnError } from './proForma.ts';

const cell = { id: 'VP2', reference: 'LR6-ENR', name: 'Pile LR6', category: 'vp', brand: 'Energizer', price: 4.38 };
const resellers = customerTerms({ id: 'revendeur', rules: [{ scope: 'category', category: 'vp', percentOff: 25 }], netPrices: [], breaks: [] });

describe('proForma (issue 22: "Créer une facture depuis le panier" gives a pro forma)', () => {
  it("prices the cart at the customer's prices with the totals of documentTotals", () => {
    const cart = pricedCart([{ id: 'VP2', product: cell, quantity: 10 }], () => cell, resellers);
    const made = proForma(cart.lines, () => 'LR6-ENR', '2027-01-12', 45);
    // 4,38 less 25 % = 3,285 -> 3,29; x 10 = 32,90 HT; contribution 0,58; base 33,48; TVA 6,70; TTC 40,18.
    expect(made.lines).toEqual([{ reference: 'LR6-ENR', name: 'Pile LR6', quantity: 10, unitPriceCents: 329, totalCents: 3290 }]);
    expect(made.totals).toEqual({ totalHTCents: 3290, contributionCents: 58, taxableCents: 3348, vatCents: 670, totalTTCCents: 4018 });
    expect(made.totals).toEqual(cart.totals);
  });

  it('is dated the day it is made, valid 30 days, with the client’s payment terms', () => {
    const made = proForma([], () => '', '2027-01-12', 45);
    expect(made).toMatchObject({ date: '2027-01-12', validUntil: '2027-02-11', paymentTerms: 'Paiement à 45 jours fin de facture' });
    expect(proForma([], () => '', '2027-12-15', 30).validUntil).toBe('2028-01-14');
  });

  it('is saved under its date, never a number of the invoice sequence', () => {
    expect(proFormaFileName('2027-01-12')).toBe('facture_pro_forma_2027-01-12.pdf');
  });
});

describe('proFormaWithdrawnError (decision 189)', () => {
  it('refuses a cart holding products withdrawn from the catalogue, naming them, and lets a cart of sold products through', () => {
    expect(proFormaWithdrawnError([])).toBeNull();
    expect(proFormaWithdrawnError(['VP00009'])).toBe('Votre panier contient un produit retiré du catalogue (VP00009) : retirez-le du panier pour créer la facture pro forma.');
    expect(proFormaWithdrawnError(['VP00009', 'VC00002'])).toBe('Votre panier contient des produits retirés du catalogue (VP00009, VC00002) : retirez-les du panier pour créer la facture pro forma.');
  });
});
