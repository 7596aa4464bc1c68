import * as v from 'valibot';
import { AdminLoginResponseSchema } from '@otech/domain';
import { storageKeys } from './storageKeys.ts';
import { atomWithValidatedStorage } from './validatedStorage.ts';

/** The administrator's signed-in session (spec 3 keeps "the current administrator" in local storage). */
export const adminSessionAtom = atomWithValidatedStorage(
  storageKeys.adminSession,
  v.nullable(AdminLoginResponseSchema),
  null,
);
