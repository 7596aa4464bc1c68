import { CLIENT_DASHBOARD_MESSAGES } from '../forms/dashboard.ts';
import { hasValidIbanChecksum } from '../forms/iban.ts';
import type { Client } from '../schemas/client.ts';
import { DEFAULT_BANKING } from './clientAccount.ts';
import { formatEuros } from '../format/numbers.ts';

/**
 * What only the shop decides about a customer's account (issues 21 and 27): the sign-in name, the
 * customer kind and price list, the account's state and its dates, the payment mode, the sales
 * representative, the carriage terms, and in the banking information the payment terms and the
 * credit limit. A customer writes the fields of their own forms (spec 2 §2-§3), never these.
 */
export const SHOP_DECIDED_CLIENT_FIELDS = [
  'pseudo',
  'famille',
  'actif',
  'bloque',
  'en_attente_validation',
  'date_validation',
  'date_suppression',
  'date_creation',
  'mode_reglement',
  'representant',
  'port',
] as const satisfies readonly (keyof Client)[];

export const SHOP_DECIDED_BANKING_FIELDS = ['paymentTerms', 'creditLimit'] as const;

/** The refusal, beside the field. */
export const SHOP_DECIDED_MESSAGE = 'Ce champ est fixé par OTECH et ne peut pas être modifié';

export interface ShopDecidedIssue {
  path: string;
  message: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const currentBanking = (current: Client) => ({
  paymentTerms: current.bankingInfo?.paymentTerms ?? DEFAULT_BANKING.paymentTerms,
  creditLimit: current.bankingInfo?.creditLimit,
});

/**
 * The fields of a customer's write (`PUT /auth/me`, `PUT /clients/{own id}` with record fields,
 * `PUT /account/banking` with the banking form's) that would change what the shop decides, or an
 * IBAN whose checksum fails. Sending a shop field unchanged (a whole record read and sent back)
 * is no attempt and passes.
 */
export function shopDecidedIssues(body: unknown, current: Client): ShopDecidedIssue[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const sent = body as Record<string, unknown>;
  const issues: ShopDecidedIssue[] = [];
  for (const field of SHOP_DECIDED_CLIENT_FIELDS) {
    if (field in sent && !same(sent[field], current[field])) issues.push({ path: field, message: SHOP_DECIDED_MESSAGE });
  }
  const banking = currentBanking(current);
  const nested = sent['bankingInfo'];
  for (const field of SHOP_DECIDED_BANKING_FIELDS) {
    // The record carries them in bankingInfo, the banking form at its top level.
    if (field in sent && !same(sent[field], banking[field])) issues.push({ path: field, message: SHOP_DECIDED_MESSAGE });
    if (nested !== null && typeof nested === 'object' && field in nested && !same((nested as Record<string, unknown>)[field], banking[field])) {
      issues.push({ path: `bankingInfo.${field}`, message: SHOP_DECIDED_MESSAGE });
    }
  }
  const iban = sent['iban'];
  if (typeof iban === 'string' && iban.trim() !== '' && iban !== current.iban && !hasValidIbanChecksum(iban)) {
    issues.push({ path: 'iban', message: CLIENT_DASHBOARD_MESSAGES.invalidIban });
  }
  return issues;
}

/** What the banking tab shows read-only under "Conditions accordées par OTECH" (decision record 061). */
export interface GrantedTerms {
  /** "45 jours". */
  paymentTerms: string;
  /** "5 000,00 €", or "Non défini" when staff set none. */
  creditLimit: string;
}

export function grantedTerms(banking: { paymentTerms?: number | undefined; creditLimit?: number | undefined } | undefined): GrantedTerms {
  const limit = banking?.creditLimit;
  return {
    paymentTerms: `${banking?.paymentTerms ?? DEFAULT_BANKING.paymentTerms} jours`,
    creditLimit: limit === undefined ? 'Non défini' : formatEuros(limit),
  };
}
