import * as v from 'valibot';
import { PAYMENT_TERMS_DAYS } from '../forms/dashboardChoices.ts';
import { readNumber } from '../schemas/coerce.ts';
import { amount, expected } from '../schemas/fields.ts';
import { NUMBER_TEXT_MAX } from '../limits.ts';
import { PRICE_LIST_IDS } from './priceLists.ts';

/** What staff set on a client (issue 21): its payment terms, its credit limit in euros (none: no limit set) and its price list. */
export const ClientTermsSchema = v.object({
  paymentTerms: v.picklist(PAYMENT_TERMS_DAYS, expected(`one of ${PAYMENT_TERMS_DAYS.join(', ')} days`, 'Délai de paiement : 30, 45, 60 ou 90 jours')),
  creditLimit: v.nullable(amount),
  priceList: v.picklist(PRICE_LIST_IDS, expected(`one of ${PRICE_LIST_IDS.join(', ')}`, 'Liste de prix inconnue')),
});
export type ClientTerms = v.InferOutput<typeof ClientTermsSchema>;

/** The credit limit refused on the staff form. */
export const CREDIT_LIMIT_INVALID = 'Montant invalide : un nombre d’euros, 0 ou plus';

/**
 * The credit limit typed on the client's page ("12 500,50", blank for none) read to euros, or
 * the refusal: a French amount is read as the imports read it, never guessed.
 */
export function readCreditLimit(text: string): { ok: true; creditLimit: number | null } | { ok: false; message: string } {
  const read = readNumber(text);
  if (read === undefined) return { ok: true, creditLimit: null };
  const parsed = v.safeParse(amount, read);
  return parsed.success ? { ok: true, creditLimit: parsed.output } : { ok: false, message: CREDIT_LIMIT_INVALID };
}

/** The terms form's values: the choices' ids and the credit limit as typed. */
export interface ClientTermsFormValues {
  paymentTerms: string;
  creditLimit: string;
  priceList: string;
}

/** The terms as the form shows them: a credit limit the French way ("12500,5"), blank for none. */
export function clientTermsFormValues(terms: ClientTerms): ClientTermsFormValues {
  return {
    paymentTerms: String(terms.paymentTerms),
    creditLimit: terms.creditLimit === null ? '' : String(terms.creditLimit).replace('.', ','),
    priceList: terms.priceList,
  };
}

/** The terms form's schema: the typed credit limit read by `readCreditLimit`, the whole checked as the API's body. */
export const ClientTermsFormSchema = v.pipe(
  v.object({
    paymentTerms: v.string(),
    creditLimit: v.pipe(
      v.string(),
      v.maxLength(NUMBER_TEXT_MAX, CREDIT_LIMIT_INVALID),
      v.check((text) => readCreditLimit(text).ok, CREDIT_LIMIT_INVALID),
    ),
    priceList: v.string(),
  }),
  v.transform(({ paymentTerms, creditLimit, priceList }) => {
    const read = readCreditLimit(creditLimit);
    return { paymentTerms: Number(paymentTerms), creditLimit: read.ok ? read.creditLimit : null, priceList };
  }),
  ClientTermsSchema,
);
