import * as v from 'valibot';

/** A whole number from the URL (query values are text), within bounds. */
export function wholeNumber(min: number, max: number) {
  const expectation = `expected a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string('expected one whole number'),
    v.regex(/^\d+$/, expectation),
    v.transform(Number),
    v.minValue(min, expectation),
    v.maxValue(max, expectation),
  );
}

/** The same, or the default when absent. */
export function wholeParam(min: number, max: number, fallback: number) {
  return v.optional(wholeNumber(min, max), String(fallback));
}

/** Largest page any paged list of the dashboards answers. */
export const MAX_PAGE_SIZE = 100;
