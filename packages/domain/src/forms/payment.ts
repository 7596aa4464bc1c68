import * as v from 'valibot';
import { isCalendarDate, NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import { formatEuros } from '../format/numbers.ts';
import { readNumber } from '../schemas/coerce.ts';
import type { FacturePaiement } from '../schemas/facture.ts';
import { tooLong } from './fields.ts';
import { INVALID_DATE } from '../schemas/frenchIssues.ts';

/** How staff say a payment came in; the record keeps the text, so an older or other mode still reads. */
export const PAYMENT_MODES = ['Virement', 'Chèque', 'Carte bancaire', 'Prélèvement', 'LCR', 'Espèces'] as const;

export const PAYMENT_FORM_MESSAGES = {
  amountRequired: 'Le montant est requis',
  amountFormat: 'Montant invalide (ex. 1 250,50)',
  amountPositive: 'Le montant doit être supérieur à 0',
  aboveDue: (due: number) => `Le montant ne peut pas dépasser le reste dû (${formatEuros(due)})`,
  dateRequired: 'La date de paiement est requise',
  dateInvalid: INVALID_DATE,
  modeRequired: 'Le mode de paiement est requis',
} as const;

export interface PaymentFormValues {
  /** As typed: French decimals (`1 250,50`) are read. */
  montant: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  date_paiement: string;
  mode: string;
}

export const paymentFormDefaults = (today: string, due: number): PaymentFormValues => ({
  montant: due > 0 ? String(due).replace('.', ',') : '',
  date_paiement: today,
  mode: PAYMENT_MODES[0],
});

/** "Enregistrer un paiement" on /admin/factures: an amount above 0 and at most what is still due, a real date, a mode. */
export function paymentFormSchema(due: number) {
  return v.object({
    montant: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(PAYMENT_FORM_MESSAGES.amountRequired),
      v.maxLength(NUMBER_TEXT_MAX, PAYMENT_FORM_MESSAGES.amountFormat),
      v.transform((typed: string): unknown => readNumber(typed)),
      v.number(PAYMENT_FORM_MESSAGES.amountFormat),
      v.finite(PAYMENT_FORM_MESSAGES.amountFormat),
      v.transform((amount) => Math.round(amount * 100) / 100),
      v.minValue(0.01, PAYMENT_FORM_MESSAGES.amountPositive),
      v.maxValue(due, PAYMENT_FORM_MESSAGES.aboveDue(due)),
    ),
    date_paiement: v.pipe(
      v.string(),
      v.nonEmpty(PAYMENT_FORM_MESSAGES.dateRequired),
      v.check((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date), PAYMENT_FORM_MESSAGES.dateInvalid),
    ),
    mode: v.pipe(v.string(), v.trim(), v.nonEmpty(PAYMENT_FORM_MESSAGES.modeRequired), v.maxLength(TEXT_LIMITS.line, tooLong())),
  }) satisfies v.GenericSchema<PaymentFormValues, FacturePaiement>;
}
