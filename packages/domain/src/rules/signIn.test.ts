import { describe, expect, it } from 'vitest';
import { checkSignIn, identifierIsEmail, needsSlowHash, passwordHash, signInWaitMessage } from './signIn.ts';

const withFallback = { allowNoHashFallback: true };
const noFallback = { allowNoHashFallback: false };

describe('identifierIsEmail (spec 1 section 5)', () => {
  it('treats an identifier with @ as an e-mail, anything else as a pseudo', () => {
    expect(identifierIsEmail('jean@exemple.fr')).toBe(true);
    expect(identifierIsEmail('@')).toBe(true);
    expect(identifierIsEmail('JEAND')).toBe(false);
    expect(identifierIsEmail('')).toBe(false);
  });
});

describe('passwordHash (spec 1 section 9)', () => {
  it('is the lowercase hex SHA-256 of pseudo followed by password', () => {
    // printf 'JEANDsecret' | sha256sum
    expect(passwordHash('JEAND', 'secret')).toBe('2863edb212448ac68f8f605bef70c7feabee8fd0547aa84145290fe4140276bd');
    // SHA-256 of the empty string
    expect(passwordHash('', '')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes UTF-8 bytes', () => {
    // printf 'éa' | sha256sum
    expect(passwordHash('é', 'a')).toBe('805c58e80d5a6f66d9bed65cfb771031235943ef48fbe5c18b823df952da92c4');
  });
});

describe('checkSignIn (spec 1 section 5, section 8)', () => {
  const hashed = { pseudo: 'JEAND', hash_password: passwordHash('JEAND', 'secret'), actif: true, bloque: false };

  it('fails with Client introuvable when there is no client', () => {
    expect(checkSignIn(undefined, 'secret', withFallback)).toEqual({
      ok: false,
      reason: 'not_found',
      message: 'Client introuvable',
    });
  });

  it('accepts the password whose digest equals the stored hash', () => {
    expect(checkSignIn(hashed, 'secret', noFallback)).toEqual({ ok: true });
  });

  it('accepts a stored hash written in uppercase hex', () => {
    expect(checkSignIn({ ...hashed, hash_password: hashed.hash_password.toUpperCase() }, 'secret', noFallback)).toEqual({
      ok: true,
    });
  });

  it('refuses another password with Mot de passe incorrect', () => {
    expect(checkSignIn(hashed, 'Secret', noFallback)).toEqual({
      ok: false,
      reason: 'wrong_password',
      message: 'Mot de passe incorrect',
    });
  });

  it('does not accept the fallback passwords when a hash exists', () => {
    expect(checkSignIn(hashed, 'admin', withFallback).ok).toBe(false);
    expect(checkSignIn(hashed, 'jeand', withFallback).ok).toBe(false);
  });

  it('accepts admin or the lowercased pseudo without hash only when the fallback is allowed', () => {
    const noHash = { pseudo: 'JEAND', actif: true, bloque: false };
    expect(checkSignIn(noHash, 'admin', withFallback)).toEqual({ ok: true });
    expect(checkSignIn(noHash, 'jeand', withFallback)).toEqual({ ok: true });
    expect(checkSignIn(noHash, 'JEAND', withFallback).ok).toBe(false);
    expect(checkSignIn(noHash, '', withFallback).ok).toBe(false);
    expect(checkSignIn(noHash, 'admin', noFallback)).toMatchObject({ reason: 'wrong_password' });
    expect(checkSignIn({ ...noHash, hash_password: '' }, 'admin', noFallback)).toMatchObject({
      reason: 'wrong_password',
    });
    expect(checkSignIn({ ...noHash, hash_password: null }, 'jeand', withFallback)).toEqual({ ok: true });
  });

  it('refuses an inactive account with Compte désactivé', () => {
    expect(checkSignIn({ ...hashed, actif: false }, 'secret', noFallback)).toEqual({
      ok: false,
      reason: 'inactive',
      message: 'Compte désactivé',
    });
  });

  it('refuses a blocked account with Compte bloqué', () => {
    expect(checkSignIn({ ...hashed, bloque: true }, 'secret', noFallback)).toEqual({
      ok: false,
      reason: 'blocked',
      message: 'Compte bloqué',
    });
  });

  it('checks the password before the account flags, so a wrong password reveals nothing', () => {
    expect(checkSignIn({ ...hashed, actif: false, bloque: true }, 'wrong', noFallback)).toMatchObject({
      reason: 'wrong_password',
    });
    expect(checkSignIn({ ...hashed, actif: false, bloque: true, en_attente_validation: true }, 'wrong', noFallback)).toMatchObject({
      reason: 'wrong_password',
    });
  });

  it('refuses by the account\'s one state: a blocked account that is also inactive is blocked (decision 221)', () => {
    expect(checkSignIn({ ...hashed, actif: false, bloque: true }, 'secret', noFallback)).toMatchObject({
      reason: 'blocked',
    });
  });

  it('refuses a registration awaiting validation, even once marked active, as the API\'s sessions do', () => {
    expect(checkSignIn({ ...hashed, actif: true, en_attente_validation: true }, 'secret', noFallback)).toEqual({
      ok: false,
      reason: 'pending',
      message: 'Compte désactivé',
    });
  });

  it('treats missing flags as active and not blocked', () => {
    expect(checkSignIn({ pseudo: 'JEAND', hash_password: hashed.hash_password }, 'secret', noFallback)).toEqual({
      ok: true,
    });
  });
});

describe('signInWaitMessage (the 429 of a throttled sign-in)', () => {
  it('says the real wait, in seconds under a minute, in whole minutes rounded up beyond', () => {
    expect(signInWaitMessage(1)).toBe('Trop de tentatives de connexion. Réessayez dans 1 seconde.');
    expect(signInWaitMessage(32)).toBe('Trop de tentatives de connexion. Réessayez dans 32 secondes.');
    expect(signInWaitMessage(60)).toBe('Trop de tentatives de connexion. Réessayez dans 1 minute.');
    expect(signInWaitMessage(61)).toBe('Trop de tentatives de connexion. Réessayez dans 2 minutes.');
    expect(signInWaitMessage(900)).toBe('Trop de tentatives de connexion. Réessayez dans 15 minutes.');
  });
});

describe('needsSlowHash (issue 27)', () => {
  it('asks to upgrade a SHA-256 digest of spec 1, not a scrypt hash nor an absent one', () => {
    expect(needsSlowHash(passwordHash('JEAND', 'Batterie2025!'))).toBe(true);
    expect(needsSlowHash(`scrypt:${'ab'.repeat(16)}:${'cd'.repeat(32)}`)).toBe(false);
    expect(needsSlowHash(undefined)).toBe(false);
  });
});
