import * as v from 'valibot';
import {
  INVOICE_DELIVERIES,
  INVOICE_FORMATS,
  PAYMENT_TERMS_DAYS,
  PREFERENCE_CURRENCIES,
  PREFERENCE_LANGUAGES,
} from '../forms/dashboard.ts';
import { ROLES } from '../rules/role.ts';
import { amount, expected, flag, oneOf, optionalText } from './fields.ts';
import { personFields } from './person.ts';
import { PostalAddressSchema } from './postalAddress.ts';

/** Spec 2 §3.1 "bankingInfo"; the banking form (forms/dashboard.ts) holds its checks and defaults. */
export const BankingInfoSchema = v.object({
  bankName: optionalText,
  iban: optionalText,
  bic: optionalText,
  paymentTerms: v.picklist(PAYMENT_TERMS_DAYS, expected(`one of ${PAYMENT_TERMS_DAYS.join(', ')} days`)),
  sameBillingAddress: flag,
  billingAddress: v.optional(PostalAddressSchema),
  invoiceFormat: oneOf(INVOICE_FORMATS),
  invoiceDelivery: oneOf(INVOICE_DELIVERIES),
  /** Euros. */
  creditLimit: v.optional(amount),
});
export type BankingInfo = v.InferOutput<typeof BankingInfoSchema>;

/** The user as the client dashboard reads it (spec 2 §3.1). */
export const ClientDashboardUserSchema = v.object({
  ...personFields,
  /** The sector. */
  famille: optionalText,
  address: PostalAddressSchema,
  bankingInfo: v.optional(BankingInfoSchema),
  twoFactorEnabled: flag,
  emailNotifications: flag,
  marketingNotifications: flag,
  language: oneOf(PREFERENCE_LANGUAGES),
  currency: oneOf(PREFERENCE_CURRENCIES),
  /** Read by the user dashboard, where admin is recognised with no visible effect. */
  role: v.optional(oneOf(ROLES)),
});
export type ClientDashboardUser = v.InferOutput<typeof ClientDashboardUserSchema>;
