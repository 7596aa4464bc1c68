/** A client's banking details (spec 2 §3.3): the record's IBAN and BIC and the banking form's block. */
export const BANKING_FIELDS: ReadonlySet<string> = new Set(['iban', 'bic', 'bankingInfo']);

/**
 * The value with every banking field taken out, at any depth: what staff without `clients.banking`
 * (Logistique, issue 23) receive of a client record, a list of them, or anything holding one.
 */
export function withoutBanking(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBanking);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !BANKING_FIELDS.has(key)).map(([key, each]) => [key, withoutBanking(each)]));
}
