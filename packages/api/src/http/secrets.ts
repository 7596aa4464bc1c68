/** Fields that never leave the server, whatever the route (spec 1 §3 hash_password, spec 3 admin password). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['hash_password', 'password_hash', 'password']);
