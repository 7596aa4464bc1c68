import * as v from 'valibot';

/** A whole number from the URL (query values are text), within bounds, or the default when absent. */
export function wholeParam(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string('expected one whole number'),
      v.regex(/^\d+$/, `expected a whole number from ${min} to ${max}`),
      v.transform(Number),
      v.minValue(min, `expected a whole number from ${min} to ${max}`),
      v.maxValue(max, `expected a whole number from ${min} to ${max}`),
    ),
    String(fallback),
  );
}

/** Largest page any paged list of the dashboards answers. */
export const MAX_PAGE_SIZE = 100;
