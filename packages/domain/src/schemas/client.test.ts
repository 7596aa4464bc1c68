import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientInputSchema, ClientSchema, PublicClientSchema } from './client.ts';
import { validate } from './issues.ts';

const HASH = 'a'.repeat(64);
const client = {
  id: 7,
  pseudo: 'DUPONTM',
  societe: 'Dupont Électronique',
  email: 'contact@dupont.fr',
  famille: 'Professionnel',
  representant: 'Martin',
  hash_password: HASH,
  date_creation: '2024-01-15T10:00:00.000Z',
};

describe('ClientSchema (spec 1 §3, spec 3 §3)', () => {
  it('applies the defaults pays France, bloque false, actif true', () => {
    expect(v.parse(ClientSchema, client)).toMatchObject({ pays: 'France', bloque: false, actif: true });
  });

  it('keeps explicit flags', () => {
    expect(v.parse(ClientSchema, { ...client, actif: false, bloque: true, pays: 'Belgique' })).toMatchObject({
      actif: false,
      bloque: true,
      pays: 'Belgique',
    });
  });

  it('rejects a text id, a bad e-mail and a hash that is not a SHA-256 hex digest', () => {
    const result = validate(ClientSchema, { ...client, id: '7', email: 'dupont', hash_password: 'secret' });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['id', 'email', 'hash_password']);
  });

  it('requires pseudo, societe and email', () => {
    const result = validate(ClientSchema, { id: 1 });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['pseudo', 'societe', 'email']);
  });
});

describe('PublicClientSchema', () => {
  it('drops the password hash from what the API returns', () => {
    const output = v.parse(PublicClientSchema, client);
    expect(output).not.toHaveProperty('hash_password');
    expect(output.pseudo).toBe('DUPONTM');
  });
});

describe('ClientInputSchema', () => {
  it('accepts the registration payload of spec 1 §7 and ignores id and hash', () => {
    const output = v.parse(ClientInputSchema, {
      id: 99,
      hash_password: HASH,
      pseudo: 'JEAND',
      societe: 'Jean SARL',
      email: 'jean@sarl.fr',
      telephone: '01 23 45 67 89',
      adresse_debut: '1 rue de la Paix',
      ville: 'Aix-en-Provence',
      code_postal: '13100',
      pays: 'France',
      siret: '837 919 232 00012',
    });
    expect(output).not.toHaveProperty('id');
    expect(output).not.toHaveProperty('hash_password');
    expect(output.ville).toBe('Aix-en-Provence');
  });

  it('rejects a body without pseudo', () => {
    expect(v.is(ClientInputSchema, { societe: 'S', email: 's@s.fr' })).toBe(false);
  });
});

describe('ClientInputSchema company identifiers (issue 24)', () => {
  const base = { pseudo: 'GARAGE', societe: 'Garage Martin', email: 'contact@garage-martin.fr' };

  it('takes a SIRET and a French VAT number whose keys hold, or none', () => {
    expect(v.safeParse(ClientInputSchema, { ...base, siret: '83791923200012', tva_cee: 'FR89837919232' }).success).toBe(true);
    expect(v.safeParse(ClientInputSchema, { ...base, siret: '', tva_cee: '' }).success).toBe(true);
    expect(v.safeParse(ClientInputSchema, { ...base, tva_cee: 'BE0123456789' }).success).toBe(true);
  });

  it('refuses a SIRET or a French VAT number whose key is wrong, naming the field', () => {
    const result = v.safeParse(ClientInputSchema, { ...base, siret: '83791923200013', tva_cee: 'FR00837919232' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['siret', 'tva_cee']);
  });
});
