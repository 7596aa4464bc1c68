import * as v from 'valibot';
import { isCalendarDate, TEXT_LIMITS } from '../limits.ts';
import { PURCHASE_ORDER_REFERENCE_MAX } from '../schemas/quoteOffer.ts';
import type { AcceptQuoteInput } from '../schemas/quoteOffer.ts';
import { INVALID_DATE } from '../schemas/frenchIssues.ts';

/* The order form (issue 22): what placing an order on account asks, as typed. */

export const ORDER_FORM_MESSAGES = {
  referenceTooLong: `Votre référence de commande : ${PURCHASE_ORDER_REFERENCE_MAX} caractères au plus`,
  dateInvalid: INVALID_DATE,
  dateInPast: 'La date de livraison souhaitée ne peut pas être passée',
  commentTooLong: `Commentaire : ${TEXT_LIMITS.long} caractères au plus`,
} as const;

export interface OrderFormValues {
  /** An address of the address book; '' for the company's address when the book is empty. */
  deliveryAddressId: string;
  purchaseOrderReference: string;
  /** `YYYY-MM-DD` as a date input gives it, or ''. */
  requestedDeliveryDate: string;
  comment: string;
}

export const orderFormDefaults = (defaultAddressId: string | undefined): OrderFormValues => ({
  deliveryAddressId: defaultAddressId ?? '',
  purchaseOrderReference: '',
  requestedDeliveryDate: '',
  comment: '',
});

const isTypedDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date);

/** A typed text, or nothing when blank. */
const blankAsAbsent = v.transform((text: string) => (text === '' ? undefined : text));

/** The order form of a customer on `today` (`YYYY-MM-DD`): the body of the order, blank fields left out. */
export function orderFormSchema(today: string) {
  return v.object({
    deliveryAddressId: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line), blankAsAbsent),
    purchaseOrderReference: v.pipe(v.string(), v.trim(), v.maxLength(PURCHASE_ORDER_REFERENCE_MAX, ORDER_FORM_MESSAGES.referenceTooLong), blankAsAbsent),
    requestedDeliveryDate: v.pipe(
      v.string(),
      v.check((date) => date === '' || isTypedDate(date), ORDER_FORM_MESSAGES.dateInvalid),
      // A date not a date has its message already.
      v.check((date) => date === '' || !isTypedDate(date) || date >= today, ORDER_FORM_MESSAGES.dateInPast),
      blankAsAbsent,
    ),
    comment: v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.long, ORDER_FORM_MESSAGES.commentTooLong), blankAsAbsent),
  }) satisfies v.GenericSchema<OrderFormValues, AcceptQuoteInput>;
}

/** The body sent: the fields given, none blank. */
export function orderBody(values: { [K in keyof AcceptQuoteInput]: AcceptQuoteInput[K] | undefined }): AcceptQuoteInput {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as AcceptQuoteInput;
}
