import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { SIRET_MESSAGE, VAT_NUMBER_MESSAGE } from '../rules/companyIds.ts';
import type { Client } from '../schemas/client.ts';
import { validateForm } from './validateForm.ts';
import { applyStaffClient, changedValues, NewStaffClientFormSchema, staffClientFormValues, StaffClientFormSchema } from './staffClient.ts';

const client: Client = {
  id: 7,
  pseudo: 'MARIED',
  societe: 'Durand Energie SARL',
  email: 'marie@durand-energie.fr',
  siret: '73282932000074',
  famille: 'Professionnel',
  pays: 'France',
  actif: true,
  bloque: false,
  iban: 'FR7630006000011234567890189',
  hash_password: 'a'.repeat(64),
};

describe("the staff's client form (issue 23)", () => {
  it('opens a new client blank, in France, and an existing one with its values', () => {
    expect(staffClientFormValues()).toMatchObject({ societe: '', email: '', pays: 'France', pseudo: '' });
    expect(staffClientFormValues(client)).toMatchObject({ societe: 'Durand Energie SARL', siret: '73282932000074', famille: 'Professionnel', telephone: '' });
  });

  it('sends the typed fields, leaving out blank ones, and refuses a wrong SIRET or French VAT number in French', () => {
    const values = { ...staffClientFormValues(client), telephone: '  ' , ville: ' Lyon ' };
    expect(validateForm(StaffClientFormSchema, values, FRENCH)).toEqual({ ok: true, value: expect.not.objectContaining({ telephone: expect.anything() }) });
    expect(v.parse(StaffClientFormSchema, values)).toMatchObject({ ville: 'Lyon' });
    const wrong = validateForm(StaffClientFormSchema, { ...values, siret: '73282932000075', tva_cee: 'FR00732829320' }, FRENCH);
    expect(wrong).toEqual({ ok: false, errors: { siret: SIRET_MESSAGE, tva_cee: VAT_NUMBER_MESSAGE } });
  });

  it('requires the company, the e-mail and, for a new client, a sign-in name', () => {
    const blank = validateForm(NewStaffClientFormSchema, staffClientFormValues(), FRENCH);
    expect(blank.ok).toBe(false);
    expect(blank).toEqual({ ok: false, errors: { societe: 'Ce champ est requis', email: 'Email invalide', pseudo: 'Ce champ est requis' } });
  });

  it('replaces the form’s fields, clears a blank one and keeps the password, banking and state', () => {
    const edited = applyStaffClient(client, { societe: 'Durand SAS', email: 'contact@durand.fr', pays: 'France' });
    expect(edited).toMatchObject({ id: 7, pseudo: 'MARIED', societe: 'Durand SAS', iban: client.iban, hash_password: client.hash_password, actif: true });
    expect(edited.siret).toBeUndefined();
    expect(edited.famille).toBeUndefined();
  });

  it('keeps of an edit only the values that changed, before and after', () => {
    const after = applyStaffClient(client, { societe: 'Durand SAS', email: client.email, siret: client.siret, famille: 'Revendeur', pays: 'France' });
    expect(changedValues(client, after, ['societe', 'email', 'famille', 'siret'])).toEqual({
      before: { societe: 'Durand Energie SARL', famille: 'Professionnel' },
      after: { societe: 'Durand SAS', famille: 'Revendeur' },
    });
  });
});
