import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_MESSAGES, LOGIN_MESSAGES, adminLoginSchema, loginSchema } from './login.ts';
import { validateForm, type FormValidation } from './validateForm.ts';

const login = (identifier: string, password = 'secret') => validateForm(loginSchema, { identifier, password });
const errorsOf = (result: FormValidation<unknown>) => (result.ok ? {} : result.errors);

describe('login form (spec 1 section 5)', () => {
  it('requires the identifier and the password', () => {
    expect(errorsOf(validateForm(loginSchema, { identifier: '  ', password: '' }))).toEqual({
      identifier: LOGIN_MESSAGES.required,
      password: LOGIN_MESSAGES.required,
    });
  });

  it("checks an identifier holding '@' as an e-mail", () => {
    expect(login('jean@otech.fr').ok).toBe(true);
    expect(errorsOf(login('jean@'))).toEqual({ identifier: 'Format email invalide' });
    expect(errorsOf(login('@otech.fr'))).toEqual({ identifier: 'Format email invalide' });
  });

  it('checks any other identifier as a pseudo of at least 2 letters or digits', () => {
    expect(login('JE').ok).toBe(true);
    expect(login('JEANP2').ok).toBe(true);
    expect(errorsOf(login('J'))).toEqual({ identifier: 'Saisissez un email valide ou un pseudo' });
    expect(errorsOf(login('JEAN-P'))).toEqual({ identifier: 'Saisissez un email valide ou un pseudo' });
    expect(errorsOf(login('Hélène'))).toEqual({ identifier: 'Saisissez un email valide ou un pseudo' });
  });

  it('defaults remember me to false and keeps the password as typed', () => {
    expect(validateForm(loginSchema, { identifier: ' JEANP ', password: ' a b ' })).toEqual({
      ok: true,
      value: { identifier: 'JEANP', password: ' a b ', rememberMe: false },
    });
  });

  it('has the invalid-submit text of the spec', () => {
    expect(LOGIN_MESSAGES.invalidSubmit).toBe('Veuillez remplir tous les champs requis.');
  });
});

describe('admin login form (spec 3 section 5)', () => {
  it('requires username and password with their own texts', () => {
    expect(errorsOf(validateForm(adminLoginSchema, { username: '', password: '' }))).toEqual({
      username: "Le nom d'utilisateur est requis",
      password: 'Le mot de passe est requis',
    });
    expect(ADMIN_LOGIN_MESSAGES.passwordRequired).toBe('Le mot de passe est requis');
    expect(validateForm(adminLoginSchema, { username: 'admin', password: 'x' }).ok).toBe(true);
  });
});
