import * as v from 'valibot';
import { CookieConsentSchema } from '@otech/domain';
import { checkWith } from '../storage/checkWith.ts';

/** The checks of a stored cookie consent and its date: loaded only when this browser stores them (consent.ts). */
export const checkConsent = checkWith(v.nullable(CookieConsentSchema));
export const checkConsentDate = checkWith(v.nullable(v.string()));
