/** A client's banking details (spec 2 §3.3): the record's IBAN and BIC and the banking form's block. */
export const BANKING_FIELDS: ReadonlySet<string> = new Set(['iban', 'bic', 'bankingInfo']);

/** The value with every field `hidden` names taken out, at any depth (records, lists, nested answers). */
function withoutFields(value: unknown, hidden: (field: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((each) => withoutFields(each, hidden));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !hidden(key)).map(([key, each]) => [key, withoutFields(each, hidden)]));
}

/**
 * The value with every banking field taken out, at any depth: what staff without `clients.banking`
 * (Logistique, issue 23) receive of a client record, a list of them, or anything holding one.
 */
export function withoutBanking(value: unknown): unknown {
  return withoutFields(value, (field) => BANKING_FIELDS.has(field));
}

/** A password, typed or hashed, whatever the form calls it (password, currentPassword, hash_password…). */
const PASSWORD_FIELD = /password|mot_?de_?passe/i;

/**
 * What an audit entry may keep of a write's body (issue 23): no banking field and no password, at
 * any depth, whatever the route; the trail is read by roles that may not see them (Logistique).
 */
export function withoutSecrets(value: unknown): unknown {
  return withoutFields(value, (field) => BANKING_FIELDS.has(field) || PASSWORD_FIELD.test(field));
}
