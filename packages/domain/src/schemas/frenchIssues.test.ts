import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactSchema } from '../forms/contact.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { ClientInputSchema } from './client.ts';
import { FactureSchema } from './facture.ts';
import { validate } from './issues.ts';
import type { FieldIssue } from './issues.ts';

const issuesOf = (result: { ok: true } | { ok: false; issues: FieldIssue[] }): FieldIssue[] => (result.ok ? [] : result.issues);
const client = { pseudo: 'DURANDM', societe: 'Durand Energie', email: 'marie@durand-energie.fr' };
const facture = { id: 'f1', numero_facture: 'FA-1', statut: 'envoyee', client_nom: 'Durand', date_facture: '2026-10-05', montant_ttc: 10 };
const tooLong = 'x'.repeat(TEXT_LIMITS.line + 1);

describe('entity schema messages', () => {
  it('stay English for the CLI', () => {
    expect(issuesOf(validate(ClientInputSchema, { ...client, societe: tooLong }))).toEqual([
      { field: 'societe', message: `expected ${TEXT_LIMITS.line} characters or less, got ${TEXT_LIMITS.line + 1}` },
    ]);
  });

  it('are French when parsed in French: an over-long text gives "Maximum N caractères"', () => {
    expect(issuesOf(validate(ClientInputSchema, { ...client, societe: tooLong }, 'fr'))).toEqual([{ field: 'societe', message: 'Maximum 255 caractères' }]);
  });

  it('name a missing or empty required field, a bad e-mail, a choice, a number range and a date in French', () => {
    const { pseudo: _pseudo, ...withoutPseudo } = client;
    expect(issuesOf(validate(ClientInputSchema, { ...withoutPseudo, societe: '  ', email: 'pas-un-email' }, 'fr'))).toEqual([
      { field: 'pseudo', message: 'Ce champ est requis' },
      { field: 'societe', message: 'Ce champ est requis' },
      { field: 'email', message: 'Email invalide' },
    ]);
    expect(
      issuesOf(validate(FactureSchema, { ...facture, statut: 'perdue', montant_ttc: 1e300, date_facture: '2026-99-99', conditions_paiement: '99999 jours' }, 'fr')),
    ).toEqual([
      { field: 'statut', message: 'Valeur attendue : "brouillon", "envoyee", "payee", "en_retard" ou "annulee"' },
      { field: 'date_facture', message: 'Date invalide (AAAA-MM-JJ)' },
      { field: 'montant_ttc', message: 'Valeur maximale : 10\u202f000\u202f000' },
      { field: 'conditions_paiement', message: 'Conditions de paiement de 365 jours au plus' },
    ]);
    expect(issuesOf(validate(FactureSchema, { ...facture, montant_ttc: 'dix' }, 'fr'))).toEqual([{ field: 'montant_ttc', message: 'Nombre attendu' }]);
  });

  it('give valibot’s own checks without a message a French text too', () => {
    const Schema = v.object({ quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) });
    expect(issuesOf(validate(Schema, { quantity: 1.5 }, 'fr'))).toEqual([{ field: 'quantity', message: 'Nombre entier attendu' }]);
    expect(issuesOf(validate(Schema, { quantity: 0 }, 'fr'))).toEqual([{ field: 'quantity', message: 'Valeur minimale : 1' }]);
  });
});

describe('form schema messages', () => {
  it('keep their own French wording when parsed in French; a key left out is "Ce champ est requis"', () => {
    const issues = issuesOf(validate(contactSchema, { companyName: tooLong, firstName: '' }, 'fr'));
    expect(issues).toContainEqual({ field: 'companyName', message: 'Maximum 255 caractères autorisés' });
    expect(issues).toContainEqual({ field: 'firstName', message: 'Ce champ est obligatoire' });
    expect(issues).toContainEqual({ field: 'lastName', message: 'Ce champ est requis' });
  });
});
