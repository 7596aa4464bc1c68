import * as v from 'valibot';
import { atom } from 'jotai';
import { UserProfileSchema } from '@otech/domain';
import { storageKeys } from './storageKeys.ts';
import { atomWithValidatedStorage } from './validatedStorage.ts';

// The session is restored from local storage on load (spec 1 §4 "Session"); the token is the
// server's signed token, so a tampered user record in storage grants nothing on the API.
export const currentUserAtom = atomWithValidatedStorage(storageKeys.currentUser, v.nullable(UserProfileSchema), null);
export const authTokenAtom = atomWithValidatedStorage(storageKeys.authToken, v.nullable(v.string()), null);

export const isSignedInAtom = atom((get) => get(currentUserAtom) !== null && get(authTokenAtom) !== null);
