import { email, optionalText, text } from './fields.ts';

/** Who a client is, as the administration and the client dashboard show it (spec 3 §3, spec 2 §3.1). */
export const personFields = {
  firstName: text,
  lastName: text,
  email,
  phone: optionalText,
  companyName: text,
  siret: optionalText,
};
