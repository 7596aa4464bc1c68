import * as v from 'valibot';
import { email, expected, flag, isoDate, optionalLongText, optionalText, recordId, requiredText, text } from './fields.ts';

/** SHA-256 of pseudo + password in lowercase hexadecimal (spec 1 §5). */
const passwordHash = v.pipe(
  v.string(expected('a SHA-256 hexadecimal digest')),
  v.regex(/^[0-9a-f]{64}$/, expected('a lowercase SHA-256 hexadecimal digest')),
);

/** Delivery address of a client; the user profile groups these fields as they are (spec 1 §3). */
const deliveryFields = {
  liv_societe: optionalText,
  liv_adresse_debut: optionalText,
  liv_adresse_milieu: optionalText,
  liv_adresse_fin: optionalText,
  liv_code_postal: optionalText,
  liv_ville: optionalText,
  liv_pays: optionalText,
};
export const DeliveryAddressSchema = v.object(deliveryFields);
export type DeliveryAddress = v.InferOutput<typeof DeliveryAddressSchema>;

const clientFields = {
  pseudo: requiredText,
  societe: requiredText,
  email,
  telephone: optionalText,
  gsm: optionalText,
  fax: optionalText,
  site_web: optionalText,
  siret: optionalText,
  /** Family label from which the role is derived (see rules). */
  famille: optionalText,
  adresse_debut: optionalText,
  adresse_milieu: optionalText,
  adresse_fin: optionalText,
  code_postal: optionalText,
  ville: optionalText,
  pays: v.optional(text, 'France'),
  ...deliveryFields,
  mode_reglement: optionalText,
  representant: optionalText,
  tva_cee: optionalText,
  bloque: v.optional(flag, false),
  instructions_speciales: optionalLongText,
  email_expedition: optionalText,
  port: optionalText,
  iban: optionalText,
  bic: optionalText,
  fax_compta: optionalText,
  actif: v.optional(flag, true),
};

/** Client record as stored by the clients resource (spec 1 §3, spec 3 §3). */
export const ClientSchema = v.object({
  id: recordId,
  ...clientFields,
  hash_password: v.optional(passwordHash),
  date_creation: v.optional(isoDate),
  date_modification: v.optional(isoDate),
});
export type Client = v.InferOutput<typeof ClientSchema>;

/** What the API returns: the password hash never leaves the server. */
export const PublicClientSchema = v.omit(ClientSchema, ['hash_password']);
export type PublicClient = v.InferOutput<typeof PublicClientSchema>;

/** Body of POST/PUT /clients: the server assigns id and dates and owns password handling. */
export const ClientInputSchema = v.object(clientFields);
export type ClientInput = v.InferOutput<typeof ClientInputSchema>;
