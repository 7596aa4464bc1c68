import * as v from 'valibot';

/** A URL parameter given twice arrives as a list: one value is expected. */
export const ONE_VALUE = 'Une seule valeur attendue';

/** A whole number from the URL (query values are text), within bounds. */
export function wholeNumber(min: number, max: number) {
  const expectation = `Nombre entier de ${min} à ${max} attendu`;
  return v.pipe(
    v.string(ONE_VALUE),
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
