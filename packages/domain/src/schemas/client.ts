import * as v from 'valibot';
import {
  CLIENT_SECTORS,
  INVOICE_DELIVERIES,
  INVOICE_FORMATS,
  PAYMENT_TERMS_DAYS,
  PREFERENCE_CURRENCIES,
  PREFERENCE_LANGUAGES,
} from '../forms/dashboardChoices.ts';
import { amount, email, expected, flag, isoDate, oneOf, optionalLongText, optionalText, recordId, requiredText, text } from './fields.ts';
import { PostalAddressSchema } from './postalAddress.ts';
import { compactCompanyId, isValidFrenchVatNumber, isValidSiret, SIRET_MESSAGE, VAT_NUMBER_MESSAGE } from '../rules/companyIds.ts';

/** A slow salted hash (issue 27), or the SHA-256 of pseudo + password in lowercase hexadecimal (spec 1 §5) until its next sign-in. */
const passwordHash = v.pipe(
  v.string(expected('a password hash')),
  v.regex(/^(?:[0-9a-f]{64}|scrypt:[0-9a-f]{16,128}:[0-9a-f]{64})$/, expected('a scrypt hash or a lowercase SHA-256 hexadecimal digest')),
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

/**
 * Spec 2 §3.3, what the banking form keeps beside the record's own `iban` and `bic`: one place
 * for each value, so the administration and the dashboard read the same IBAN.
 */
export const ClientBankingSchema = v.object({
  bankName: optionalText,
  paymentTerms: v.picklist(PAYMENT_TERMS_DAYS, expected(`one of ${PAYMENT_TERMS_DAYS.join(', ')} days`)),
  sameBillingAddress: flag,
  billingAddress: v.optional(PostalAddressSchema),
  invoiceFormat: oneOf(INVOICE_FORMATS),
  invoiceDelivery: oneOf(INVOICE_DELIVERIES),
  /** Euros. */
  creditLimit: v.optional(amount),
});
export type ClientBanking = v.InferOutput<typeof ClientBankingSchema>;

/** Spec 2 §3.4, the client dashboard's settings. */
export const ClientPreferencesSchema = v.object({
  twoFactorEnabled: flag,
  emailNotifications: flag,
  marketingNotifications: flag,
  language: oneOf(PREFERENCE_LANGUAGES),
  currency: oneOf(PREFERENCE_CURRENCIES),
});
export type ClientPreferences = v.InferOutput<typeof ClientPreferencesSchema>;

const clientFields = {
  pseudo: requiredText,
  societe: requiredText,
  /** First and last name of the contact person (spec 2 §2.2 welcome line). */
  prenom: optionalText,
  nom: optionalText,
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
  /** A registration the administration has yet to validate (/admin/ouvertures): inactive until then. */
  en_attente_validation: v.optional(flag),
  /** When the administration validated the registration. */
  date_validation: v.optional(isoDate),
  /** Business sector chosen on the client dashboard; `famille` stays the shop's classification. */
  secteur: v.optional(oneOf(CLIENT_SECTORS)),
  bankingInfo: v.optional(ClientBankingSchema),
  preferences: v.optional(ClientPreferencesSchema),
  /** Set when the customer deleted the account: the record stays, anonymised, for the invoices kept. */
  date_suppression: v.optional(isoDate),
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

/** A SIRET where staff enter one: 14 digits with their key, spaces allowed (issue 24); empty for none. */
const enteredSiret = v.optional(v.pipe(text, v.check((value) => value === '' || isValidSiret(value), expected('a SIRET of 14 digits with its key', SIRET_MESSAGE))));
/** A VAT number where staff enter one: a French one must carry its SIREN's key; empty for none. */
const enteredVatNumber = v.optional(
  v.pipe(text, v.check((value) => value === '' || !/^FR/i.test(compactCompanyId(value)) || isValidFrenchVatNumber(value), expected('a French VAT number FR + key + SIREN', VAT_NUMBER_MESSAGE))),
);

/**
 * Body of POST/PUT /clients: the server assigns id and dates and owns password handling. The
 * company identifiers are checked as entered; stored records keep being read as they are.
 */
export const ClientInputSchema = v.object({ ...clientFields, siret: enteredSiret, tva_cee: enteredVatNumber });
export type ClientInput = v.InferOutput<typeof ClientInputSchema>;
