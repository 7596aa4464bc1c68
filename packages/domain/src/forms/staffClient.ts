import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { ClientInputSchema } from '../schemas/client.ts';
import type { Client } from '../schemas/client.ts';
import { snack } from './snack.ts';

/** The French texts of the staff's client form and of its refusals (issue 23). */
export const STAFF_CLIENT_MESSAGES = {
  siretTaken: 'Ce SIRET est déjà celui d’un autre client',
  saved: 'Fiche client enregistrée',
  deactivateConfirm: 'Désactiver ce client ? Il ne pourra plus se connecter ; ses commandes et factures sont conservées.',
  deactivated: 'Client désactivé',
  reactivated: 'Client réactivé',
} as const;

/** The snackbar once a client is created, on its page. */
export const STAFF_CLIENT_SNACKBARS = { created: snack('Client créé', 'success', 4000) } as const;

/**
 * The fields staff write on a client's record from the administration: identity, company and its
 * identifiers, addresses, family (which sets the price list), sales representative and notes. The
 * payment terms, credit limit and list itself are the "Conditions commerciales" form's (decision 177).
 */
export const STAFF_CLIENT_FIELDS = [
  'societe',
  'prenom',
  'nom',
  'email',
  'telephone',
  'gsm',
  'siret',
  'tva_cee',
  'famille',
  'adresse_debut',
  'adresse_milieu',
  'adresse_fin',
  'code_postal',
  'ville',
  'pays',
  'liv_societe',
  'liv_adresse_debut',
  'liv_adresse_milieu',
  'liv_adresse_fin',
  'liv_code_postal',
  'liv_ville',
  'liv_pays',
  'representant',
  'instructions_speciales',
] as const;
export type StaffClientField = (typeof STAFF_CLIENT_FIELDS)[number];

/** Body of PUT /admin/clients/{id}: those fields, each with the clients' own rules (SIRET and VAT keys checked). */
export const StaffClientSchema = v.pick(ClientInputSchema, STAFF_CLIENT_FIELDS);
export type StaffClient = v.InferOutput<typeof StaffClientSchema>;

/** Body of POST /admin/clients: the same, and the sign-in name the new client will use. */
export const NewStaffClientSchema = v.pick(ClientInputSchema, [...STAFF_CLIENT_FIELDS, 'pseudo']);
export type NewStaffClient = v.InferOutput<typeof NewStaffClientSchema>;

/** The form's values: every field as typed. */
export type StaffClientFormValues = Record<StaffClientField | 'pseudo', string>;

/** The form's values for a client (blank for a new one; France by default). */
export function staffClientFormValues(client?: Partial<Client>): StaffClientFormValues {
  const values = Object.fromEntries(STAFF_CLIENT_FIELDS.map((field) => [field, String(client?.[field] ?? '')])) as StaffClientFormValues;
  return { ...values, pseudo: client?.pseudo ?? '', pays: client?.pays ?? 'France' };
}

const LONG_FIELDS: readonly string[] = ['instructions_speciales'] satisfies StaffClientField[];

/** A field as typed, no longer than its input lets one type. */
const typed = (field: string) => v.pipe(v.string(), v.maxLength(LONG_FIELDS.includes(field) ? TEXT_LIMITS.long : TEXT_LIMITS.line));

/** The values as a body: a blank optional field is left out (a client has none), a blank required one named; the rest trimmed by the schema. */
const REQUIRED: readonly string[] = ['societe', 'email', 'pseudo'];
const bodyOf = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([field, value]) => REQUIRED.includes(field) || value.trim() !== ''));

const typedFields = (fields: readonly string[]) => v.object(Object.fromEntries(fields.map((field) => [field, typed(field)])));

/** The form's schema for an existing client: its values as typed, checked as the API's body (field names as the API's). */
export const StaffClientFormSchema = v.pipe(typedFields(STAFF_CLIENT_FIELDS), v.transform(bodyOf), StaffClientSchema);
/** The same for a new client, with its sign-in name. */
export const NewStaffClientFormSchema = v.pipe(typedFields([...STAFF_CLIENT_FIELDS, 'pseudo']), v.transform(bodyOf), NewStaffClientSchema);

/**
 * A client's record after staff saved the form: the form's fields replaced (a blank one cleared),
 * everything else (password, banking, preferences, state) kept.
 */
export function applyStaffClient(client: Client, edit: StaffClient): Client {
  const kept = Object.fromEntries(Object.entries(client).filter(([field]) => !(STAFF_CLIENT_FIELDS as readonly string[]).includes(field))) as Client;
  return { ...kept, ...edit };
}

/** The values of `fields` that differ between two versions of a record, before and after: what the audit trail keeps of an edit. */
export function changedValues<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): { before: Partial<T>; after: Partial<T> } {
  const changed = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  const pick = (record: T) => Object.fromEntries(changed.map((field) => [field, record[field] ?? null])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
