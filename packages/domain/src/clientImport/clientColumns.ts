import * as v from 'valibot';
import { foldAccents } from '../rules/foldAccents.ts';
import { ClientSchema } from '../schemas/client.ts';

/** The fields of a client record a file may give (the stored record's own names). */
export const CLIENT_FIELDS = Object.keys(ClientSchema.entries) as readonly (keyof typeof ClientSchema.entries)[];
export type ClientField = (typeof CLIENT_FIELDS)[number];

/**
 * Header names accepted for the client fields, beside the fields' own names: the client exports of
 * French accounting and invoicing tools (Sage, EBP, Ciel, Cegid, Pennylane, Axonaut…) in French and
 * English. Compared without case, accents, spaces or punctuation ("N° SIRET", "E-mail").
 */
export const CLIENT_HEADER_ALIASES: Partial<Record<ClientField, readonly string[]>> = {
  pseudo: ['Code client', 'Code', 'Code tiers', 'N° client', 'Numéro client', 'Numéro de client', 'Compte client', 'Client code', 'Customer code', 'Customer ID', 'Customer number', 'Account code'],
  societe: ['Raison sociale', 'Société', 'Nom de la société', 'Entreprise', 'Dénomination', 'Company', 'Company name', 'Business name'],
  nom: ['Nom', 'Nom du contact', 'Last name', 'Surname', 'Contact last name'],
  prenom: ['Prénom', 'Prénom du contact', 'First name', 'Contact first name'],
  siret: ['SIRET', 'N° SIRET', 'Numéro SIRET', 'SIRET number'],
  tva_cee: ['TVA intracommunautaire', 'N° TVA intracommunautaire', 'Numéro de TVA', 'N° TVA', 'TVA intracom', 'VAT number', 'EU VAT number', 'VAT ID'],
  adresse_debut: ['Adresse', 'Adresse 1', 'Adresse ligne 1', 'Address', 'Address 1', 'Address line 1', 'Street'],
  adresse_milieu: ['Adresse 2', 'Adresse ligne 2', 'Complément d\'adresse', 'Address 2', 'Address line 2'],
  adresse_fin: ['Adresse 3', 'Adresse ligne 3', 'Address 3', 'Address line 3'],
  code_postal: ['Code postal', 'CP', 'Postal code', 'Zip', 'Zip code', 'Postcode'],
  ville: ['Ville', 'Localité', 'City', 'Town'],
  pays: ['Pays', 'Country'],
  telephone: ['Téléphone', 'Tél', 'Tél. fixe', 'Phone', 'Telephone', 'Phone number'],
  gsm: ['Portable', 'Mobile', 'Tél. portable', 'Téléphone portable', 'Mobile phone', 'Cell phone'],
  fax: ['Fax', 'Télécopie'],
  email: ['E-mail', 'Email', 'Mail', 'Courriel', 'Adresse e-mail', 'Email address'],
  site_web: ['Site web', 'Site internet', 'Website', 'Web'],
  mode_reglement: ['Mode de règlement', 'Mode de paiement', 'Règlement', 'Conditions de règlement', 'Payment method', 'Payment terms'],
  famille: ['Famille', 'Famille client', 'Catégorie client', 'Catégorie tarifaire', 'Customer group', 'Group', 'Family'],
  representant: ['Représentant', 'Commercial', 'Sales rep', 'Salesperson'],
  iban: ['IBAN'],
  bic: ['BIC'],
};

const fold = (header: string) => foldAccents(header).replace(/[^a-z0-9]/g, '');

const ALIASES = new Map<string, ClientField>();
for (const field of CLIENT_FIELDS) ALIASES.set(fold(field), field);
for (const [field, names] of Object.entries(CLIENT_HEADER_ALIASES) as [ClientField, readonly string[]][]) {
  for (const name of names) ALIASES.set(fold(name), field);
}

/** What `--map map.json` says about a clients file's headers: header as written -> client field, or null to ignore it. */
export const ClientMappingSchema = v.strictObject(
  { columns: v.optional(v.record(v.string(), v.nullable(v.picklist(CLIENT_FIELDS, `one of ${CLIENT_FIELDS.join(', ')}, or null`)))) },
  'an object with "columns" only',
);
export type ClientMapping = v.InferOutput<typeof ClientMappingSchema>;

export interface ClientHeaderMap {
  /** The client field of each header cell, undefined for a column left out. */
  byIndex: (ClientField | undefined)[];
  /** Headers no field matches. */
  unknown: string[];
  /** Headers left out because an earlier one took their field: [header, kept header]. */
  repeated: [string, string][];
}

/** Assigns each header of a clients file to a client field: the mapping file first, then the built-in names, in file order. */
export function mapClientHeader(header: readonly string[], mapping: ClientMapping = {}): ClientHeaderMap {
  const mapped = new Map(Object.entries(mapping.columns ?? {}).map(([name, field]) => [name.trim(), field]));
  const byIndex: (ClientField | undefined)[] = header.map(() => undefined);
  const headerOf = new Map<ClientField, string>();
  const unknown: string[] = [];
  const repeated: [string, string][] = [];
  const candidates = header.map((name, index) => {
    const fromMap = mapped.get(name.trim());
    if (fromMap !== undefined) return { index, name, rank: 0, field: fromMap };
    const field = ALIASES.get(fold(name));
    if (field === undefined) unknown.push(name);
    return field === undefined ? undefined : { index, name, rank: 1, field };
  });
  for (const candidate of candidates.filter((c) => c !== undefined).sort((a, b) => a.rank - b.rank || a.index - b.index)) {
    if (candidate.field === null) continue;
    const kept = headerOf.get(candidate.field);
    if (kept !== undefined) {
      repeated.push([candidate.name, kept]);
      continue;
    }
    byIndex[candidate.index] = candidate.field;
    headerOf.set(candidate.field, candidate.name);
  }
  return { byIndex, unknown, repeated };
}

/** The mapping a file was read with, every header named (null: ignored), for `--save-map` to write and staff to edit. */
export function savedClientMapping(header: readonly string[], read: ClientHeaderMap): ClientMapping {
  return { columns: Object.fromEntries(header.map((name, index) => [name, read.byIndex[index] ?? null])) };
}
