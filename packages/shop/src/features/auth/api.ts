import * as v from 'valibot';
import { LoginResponseSchema, UserProfileSchema } from '@otech/domain';
import type { LoginValues, RegistrationValues } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';
import type { SessionKind } from '../../app/session.ts';

/** Sign-in is checked by the server (hash, active, blocked); the browser only keeps the token. */
export function login(values: LoginValues) {
  return apiRequest('/auth/login', LoginResponseSchema, {
    method: 'POST',
    body: { identifier: values.identifier, password: values.password, rememberMe: values.rememberMe },
  });
}

/** Revokes the session's token on the server; the token is read when the call is made. */
export function logout(session: SessionKind = 'customer') {
  return apiRequest('/auth/logout', v.null(), { method: 'POST', session });
}

export function register(values: RegistrationValues) {
  return apiRequest('/auth/register', v.object({ user: UserProfileSchema }), { method: 'POST', body: values });
}
