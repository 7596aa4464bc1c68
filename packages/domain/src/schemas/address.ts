import * as v from 'valibot';
import { ADDRESS_COUNTRIES, ADDRESS_TYPES } from '../forms/account.ts';
import { flag, oneOf, optionalText, requiredText } from './fields.ts';

/**
 * A saved address of the account dashboard (spec 2 §3.7 "Address"), as stored and returned;
 * the address form (forms/account.ts) holds the French messages and defaults of its entry.
 */
export const AddressSchema = v.object({
  id: requiredText,
  /** Owner: the client's profile id. */
  userId: v.optional(requiredText),
  name: requiredText,
  company: optionalText,
  street: requiredText,
  city: requiredText,
  postalCode: requiredText,
  country: oneOf(ADDRESS_COUNTRIES),
  phone: optionalText,
  isDefault: flag,
  type: oneOf(ADDRESS_TYPES),
});
export type Address = v.InferOutput<typeof AddressSchema>;
