import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { rememberRegisteredAccount, takeRegisteredAccount } from './registeredAccount.ts';

const tabStorage = () => new Window().sessionStorage as unknown as Storage;

describe('the account just registered, handed to the sign-in page', () => {
  it('is read by the sign-in page once, so a reload of /login says nothing again', () => {
    const storage = tabStorage();
    rememberRegisteredAccount(storage, { email: 'paul@atelier-martin.fr', awaitsValidation: true });
    expect(takeRegisteredAccount(storage)).toEqual({ email: 'paul@atelier-martin.fr', awaitsValidation: true });
    expect(takeRegisteredAccount(storage)).toBeNull();
  });

  it('is nothing when no registration happened in this tab', () => {
    expect(takeRegisteredAccount(tabStorage())).toBeNull();
  });

  it('is nothing, and is cleared, when what is stored is not an account', () => {
    for (const stored of ['{"email":""}', 'not json', JSON.stringify({ email: 'x'.repeat(300), awaitsValidation: false })]) {
      const storage = tabStorage();
      storage.setItem(storageKeys.registeredAccount, stored);
      expect(takeRegisteredAccount(storage)).toBeNull();
      expect(storage.getItem(storageKeys.registeredAccount)).toBeNull();
    }
  });
});
