import { describe, expect, it } from 'vitest';
import { countryCodeOf, eInvoiceOf } from './eInvoice.ts';
import type { EInvoiceSource } from './eInvoice.ts';

const client = {
  societe: 'Garage Martin',
  siret: '837 919 232 00012',
  tva_cee: 'fr 89 837919232',
  adresse_debut: '3 rue des Lilas',
  code_postal: '69001',
  ville: 'Lyon',
  pays: 'France',
};
const source: EInvoiceSource = {
  typeCode: '380',
  number: 'FA-2027-00001',
  issueDate: '2027-01-15',
  dueDate: '2027-02-14',
  paymentTerms: '30 jours',
  client,
  clientName: 'Garage Martin',
  lines: [
    { reference: 'CA00015', designation: 'Batterie', quantity: 15, unitPriceCents: 5155 },
    { reference: 'VP00028', designation: 'Pile', quantity: 22, unitPriceCents: 636 },
  ],
  paidCents: 10_000,
};

describe('eInvoiceOf (issue 24: what a French e-invoice states)', () => {
  it('totals the lines, the 1,75 % contribution as a charge, VAT 20 % on both, TTC, paid and due', () => {
    const invoice = eInvoiceOf(source);
    expect(invoice.lines.map((line) => [line.lineId, line.netCents])).toEqual([['1', 77_325], ['2', 13_992]]);
    // 913,17 HT; 15,98 contribution (15,980 rounded); base 929,15; VAT 185,83; TTC 1 114,98.
    expect(invoice.charge).toEqual({ reason: 'Contribution sécurité et environnement (1,75 %)', percent: 1.75, basisCents: 91_317, amountCents: 1598 });
    expect(invoice.totals).toEqual({ totalHTCents: 91_317, contributionCents: 1598, taxableCents: 92_915, vatCents: 18_583, totalTTCCents: 111_498, paidCents: 10_000, dueCents: 101_498 });
    expect(invoice.vatPercent).toBe(20);
  });

  it('names the buyer by SIREN from its SIRET and keeps a VAT number whose key holds', () => {
    const { buyer } = eInvoiceOf(source);
    expect(buyer).toMatchObject({ name: 'Garage Martin', siret: '83791923200012', siren: '837919232', vatNumber: 'FR89837919232', address: { lines: ['3 rue des Lilas'], postalCode: '69001', city: 'Lyon', countryCode: 'FR' } });
    expect(eInvoiceOf({ ...source, client: { ...client, tva_cee: 'FR00837919232', siret: '12345678900000' } }).buyer).not.toHaveProperty('vatNumber');
    expect(eInvoiceOf({ ...source, client: { ...client, siret: '12345678900000' } }).buyer).not.toHaveProperty('siren');
  });

  it('carries the legal mentions: penalties, 40 € fee, no discount, nature of the operation, seller’s RCS', () => {
    const texts = eInvoiceOf(source).notes.map((note) => `${note.subject} ${note.text}`);
    expect(texts).toEqual([
      'REG SAS au capital de 10 000 € – RCS Aix-en-Provence 912 345 675',
      'AAI Nature de l’opération : livraison de biens',
      'PMD Pénalités de retard : trois fois le taux d’intérêt légal',
      'PMT Indemnité forfaitaire pour frais de recouvrement : 40 €',
      'AAB Pas d’escompte pour paiement anticipé',
    ]);
  });

  it('adds the delivery address only when it differs from billing, and the credit note’s invoice', () => {
    expect(eInvoiceOf(source)).not.toHaveProperty('delivery');
    const shipped = eInvoiceOf({ ...source, client: { ...client, liv_adresse_debut: 'ZI Nord', liv_code_postal: '69100', liv_ville: 'Villeurbanne' } });
    expect(shipped.delivery).toEqual({ name: 'Garage Martin', address: { lines: ['ZI Nord'], postalCode: '69100', city: 'Villeurbanne', countryCode: 'FR' } });
    const credit = eInvoiceOf({ ...source, typeCode: '381', number: 'AV-2027-00001', precedingInvoice: { number: 'FA-2027-00001', issueDate: '2027-01-15' } });
    expect(credit.precedingInvoice).toEqual({ number: 'FA-2027-00001', issueDate: '2027-01-15' });
    expect(credit.deliveryDate).toBe('2027-01-15');
  });

  it('reads countries as clients type them', () => {
    expect([countryCodeOf('France'), countryCodeOf('belgique'), countryCodeOf('de'), countryCodeOf(undefined)]).toEqual(['FR', 'BE', 'DE', 'FR']);
  });
});
