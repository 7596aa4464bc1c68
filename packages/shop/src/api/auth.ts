import * as v from 'valibot';
import { LoginResponseSchema, UserProfileSchema } from '@otech/domain';
import type { LoginValues, RegistrationValues } from '@otech/domain';
import { apiRequest } from './http.ts';

/** Sign-in is checked by the server (hash, active, blocked); the browser only keeps the token. */
export function login(values: LoginValues) {
  return apiRequest('/auth/login', LoginResponseSchema, {
    method: 'POST',
    body: { identifier: values.identifier, password: values.password, rememberMe: values.rememberMe },
  });
}

export function logout(token: string) {
  return apiRequest('/auth/logout', v.null(), { method: 'POST', token });
}

export function register(values: RegistrationValues) {
  return apiRequest('/auth/register', v.object({ user: UserProfileSchema }), { method: 'POST', body: values });
}
