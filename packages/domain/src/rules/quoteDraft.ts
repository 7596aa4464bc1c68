import { readNumber } from '../schemas/coerce.ts';
import { validate } from '../schemas/issues.ts';
import type { FieldIssue } from '../schemas/issues.ts';
import { QuoteOfferLineSchema } from '../schemas/quoteOffer.ts';
import type { QuoteOfferLine } from '../schemas/quoteOffer.ts';

/* The staff quote editor's lines as typed (issue 22): French numbers in text fields, read by the offer's schema. */

/** A number as a French text field shows it: 2.5 -> "2,5". */
const typed = (value: number): string => String(value).replace('.', ',');

/** A line as the editor holds it: its numbers as typed ("2,50"). */
export interface QuoteDraftLine {
  /** Stable while the line is edited (React key). */
  key: string;
  reference?: string | undefined;
  designation: string;
  quantity: string;
  unitPriceHT: string;
  discountPercent: string;
}

/** The default designation of a free line (issue 22: delivery). */
export const FREE_LINE_DESIGNATION = 'Frais de port';

export function draftLineOf(line: QuoteOfferLine, key: string): QuoteDraftLine {
  return {
    key,
    ...(line.reference ? { reference: line.reference } : {}),
    designation: line.designation,
    quantity: String(line.quantity),
    unitPriceHT: typed(line.unitPriceHT),
    discountPercent: typed(line.discountPercent),
  };
}

/** A free line to fill in: "Frais de port", one, at 0. */
export function freeDraftLine(key: string): QuoteDraftLine {
  return { key, designation: FREE_LINE_DESIGNATION, quantity: '1', unitPriceHT: '0', discountPercent: '0' };
}

/** The line as the offer stores it, or the French issues of its fields (`quantity`, `unitPriceHT`, …). */
export function readDraftLine(draft: QuoteDraftLine): { ok: true; line: QuoteOfferLine } | { ok: false; issues: FieldIssue[] } {
  const read = validate(
    QuoteOfferLineSchema,
    {
      ...(draft.reference ? { reference: draft.reference } : {}),
      designation: draft.designation,
      quantity: readNumber(draft.quantity),
      unitPriceHT: readNumber(draft.unitPriceHT),
      discountPercent: readNumber(draft.discountPercent) ?? 0,
    },
    'fr',
  );
  return read.ok ? { ok: true, line: read.value } : { ok: false, issues: read.issues };
}
