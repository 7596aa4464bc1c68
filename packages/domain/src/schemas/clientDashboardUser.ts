import * as v from 'valibot';
import { CLIENT_SECTORS } from '../forms/dashboardChoices.ts';
import { ROLES } from '../rules/role.ts';
import { ClientBankingSchema, ClientPreferencesSchema } from './client.ts';
import { oneOf, optionalText } from './fields.ts';
import { personFields } from './person.ts';
import { PostalAddressSchema } from './postalAddress.ts';

/**
 * Spec 2 §3.1 "bankingInfo"; the banking form (forms/dashboard.ts) holds its checks and defaults.
 * Once saved, the IBAN travels masked: `iban` is then `FR76 •••• … 0189` (rules/clientAccount.ts).
 */
export const BankingInfoSchema = v.object({
  ...ClientBankingSchema.entries,
  iban: optionalText,
  bic: optionalText,
});
export type BankingInfo = v.InferOutput<typeof BankingInfoSchema>;

/** The user as the client dashboard reads it (spec 2 §3.1). */
export const ClientDashboardUserSchema = v.object({
  ...personFields,
  /** The shop's classification of the client (spec 1 §6). */
  famille: optionalText,
  /** The sector picked on the personal information form. */
  sector: v.optional(oneOf(CLIENT_SECTORS)),
  vatNumber: optionalText,
  address: PostalAddressSchema,
  bankingInfo: v.optional(BankingInfoSchema),
  ...ClientPreferencesSchema.entries,
  /** Read by the user dashboard, where admin is recognised with no visible effect. */
  role: v.optional(oneOf(ROLES)),
});
export type ClientDashboardUser = v.InferOutput<typeof ClientDashboardUserSchema>;
