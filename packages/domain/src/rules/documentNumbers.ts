/**
 * The shop's numbered documents: orders (CMD), invoices (FA), credit notes (AV) and delivery notes (BL). Each series runs
 * per calendar year, gapless and in the order documents are issued (the French rule for invoices,
 * CGI art. 242 nonies A): the next number is one above the highest of that series and year, read
 * under the database lock by whoever stores the document.
 */
export const DOCUMENT_SERIES = ['CMD', 'FA', 'AV', 'BL'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/** Digits of the running part: `FA-2027-00001`. */
const NUMBER_DIGITS = 5;

/** The series, year and rank of a number of that shape, or undefined for anything else. */
export function parseDocumentNumber(number: string): { series: DocumentSeries; year: number; rank: number } | undefined {
  const match = /^(CMD|FA|AV|BL)-(\d{4})-(\d+)$/.exec(number);
  if (!match) return undefined;
  return { series: match[1] as DocumentSeries, year: Number(match[2]), rank: Number(match[3]) };
}

/** The number after the highest of `existing` in that series and year; the first is `…-00001`. */
export function nextNumber(series: DocumentSeries, year: number, existing: readonly (string | undefined)[]): string {
  const highest = existing.reduce((max, number) => {
    const parsed = number === undefined ? undefined : parseDocumentNumber(number);
    return parsed && parsed.series === series && parsed.year === year ? Math.max(max, parsed.rank) : max;
  }, 0);
  return `${series}-${year}-${String(highest + 1).padStart(NUMBER_DIGITS, '0')}`;
}
