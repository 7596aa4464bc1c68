import * as v from 'valibot';
import { expected, optionalText, text } from './fields.ts';

/** Postal address of an order, of a client's administration view (spec 3 §3) and of a user view. */
export const PostalAddressSchema = v.object(
  {
    street: text,
    city: text,
    postalCode: text,
    country: text,
    company: optionalText,
  },
  expected('an address'),
);
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>;
