import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { CLIENT_DASHBOARD_MESSAGES, isPostalCodeOf, POSTAL_CODE_DIGITS } from './dashboard.ts';
import type { ClientDashboardCountry } from './dashboardChoices.ts';
import { choice, optionalFlag, optionalText, requiredEmail, requiredText, tooLong } from './fields.ts';

/** Countries of the account-dashboard address form, default France (spec 2 sections 5 and 9). */
export const ADDRESS_COUNTRIES = ['France', 'Belgique', 'Suisse', 'Luxembourg'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export const ADDRESS_TYPES = ['shipping', 'billing', 'both'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressType, string>> = {
  shipping: 'Livraison',
  billing: 'Facturation',
  both: 'Livraison et facturation',
};

/** Texts of the account-dashboard address form (spec 2 section 5). */
export const ADDRESS_MESSAGES = {
  nameRequired: 'Le nom est requis',
  streetRequired: "L'adresse est requise",
  postalCodeRequired: 'Le code postal est requis',
  cityRequired: 'La ville est requise',
  // Country and type come from a list with a default; no text is given for an empty choice.
  choiceRequired: 'Ce champ est requis',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette adresse ?',
} as const;

/** The country's code, whose postal codes have their own number of digits (Belgium four). */
const ADDRESS_COUNTRY_CODES: Readonly<Record<AddressCountry, ClientDashboardCountry>> = {
  France: 'FR',
  Belgique: 'BE',
  Suisse: 'CH',
  Luxembourg: 'LU',
};

const addressFields = v.object({
  name: requiredText(ADDRESS_MESSAGES.nameRequired),
  company: optionalText(),
  street: requiredText(ADDRESS_MESSAGES.streetRequired),
  postalCode: requiredText(ADDRESS_MESSAGES.postalCodeRequired),
  city: requiredText(ADDRESS_MESSAGES.cityRequired),
  country: v.optional(choice(ADDRESS_COUNTRIES, ADDRESS_MESSAGES.choiceRequired), 'France'),
  phone: optionalText(),
  isDefault: optionalFlag(false),
  type: v.optional(choice(ADDRESS_TYPES, ADDRESS_MESSAGES.choiceRequired), 'shipping'),
});

/**
 * The address form; its postal code has the digits of its country (spec 2 §9 says five, its own
 * list holds Belgium, Switzerland and Luxembourg with four: issue 27), checked whatever other
 * field is still wrong, so the message shows with theirs.
 */
export const addressSchema = v.pipe(
  addressFields,
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      (input) => isPostalCodeOf(ADDRESS_COUNTRY_CODES[input.country], input.postalCode),
      (issue) => CLIENT_DASHBOARD_MESSAGES.invalidPostalCode(POSTAL_CODE_DIGITS[ADDRESS_COUNTRY_CODES[(issue.input as { country: AddressCountry }).country]]),
    ),
    ['postalCode'],
  ),
);

export type AddressInput = v.InferInput<typeof addressSchema>;
export type AddressValues = v.InferOutput<typeof addressSchema>;

export const ADDRESS_DEFAULTS: AddressInput = {
  name: '',
  company: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'France',
  phone: '',
  isDefault: false,
  type: 'shipping',
};

/** Texts of the account-dashboard settings form (spec 2 section 5). */
export const ACCOUNT_SETTINGS_MESSAGES = {
  societeRequired: 'Le nom de société est requis',
  emailRequired: "L'email est requis",
  invalidEmail: 'Format email invalide',
} as const;

/** Account-dashboard settings, named after the client record's fields (spec 2 sections 3.7 and 5). */
export const accountSettingsSchema = v.object({
  societe: requiredText(ACCOUNT_SETTINGS_MESSAGES.societeRequired),
  email: requiredEmail(ACCOUNT_SETTINGS_MESSAGES.emailRequired, ACCOUNT_SETTINGS_MESSAGES.invalidEmail),
  telephone: optionalText(),
  gsm: optionalText(),
  site_web: optionalText(),
  adresse_debut: optionalText(),
  adresse_milieu: optionalText(),
  adresse_fin: optionalText(),
  code_postal: optionalText(),
  ville: optionalText(),
  pays: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.line, tooLong()), v.transform((value) => value || 'France')), 'France'),
  pseudo: optionalText(),
});

export type AccountSettingsInput = v.InferInput<typeof accountSettingsSchema>;
export type AccountSettingsValues = v.InferOutput<typeof accountSettingsSchema>;

/** Notification settings and their defaults; SMS is meant for urgent orders only (spec 2 section 5). */
export const notificationSettingsSchema = v.object({
  orderUpdates: optionalFlag(true),
  promotions: optionalFlag(true),
  newsletters: optionalFlag(false),
  invoices: optionalFlag(true),
  sms: optionalFlag(false),
  email: optionalFlag(true),
  pushNotifications: optionalFlag(true),
});

export type NotificationSettingsInput = v.InferInput<typeof notificationSettingsSchema>;
export type NotificationSettingsValues = v.InferOutput<typeof notificationSettingsSchema>;
