import * as v from 'valibot';
import { QUANTITY_MAX, QUANTITY_MIN } from '../rules/quantity.ts';

// The spec gives the bounds but no texts for this field; these name the bound broken.
export const QUANTITY_MESSAGES = {
  required: 'La quantité est requise',
  whole: 'La quantité doit être un nombre entier',
  min: `La quantité minimale est ${QUANTITY_MIN}`,
  max: `La quantité maximale est ${QUANTITY_MAX}`,
} as const;

/**
 * Detail-page quantity: required, whole, 1 to 1000 (spec 1 section 5). The stock caps only the
 * plus button (`canIncrement` in the rules), not what the field accepts. An emptied number
 * input reads as NaN, which valibot's number schema already rejects as missing.
 */
export const quantitySchema = v.object({
  quantity: v.pipe(
    v.number(QUANTITY_MESSAGES.required),
    v.integer(QUANTITY_MESSAGES.whole),
    v.minValue(QUANTITY_MIN, QUANTITY_MESSAGES.min),
    v.maxValue(QUANTITY_MAX, QUANTITY_MESSAGES.max),
  ),
});

export type QuantityInput = v.InferInput<typeof quantitySchema>;
