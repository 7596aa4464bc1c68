import { compactCompanyId, isValidSiret } from '../rules/companyIds.ts';
import { ClientSchema } from '../schemas/client.ts';
import type { Client } from '../schemas/client.ts';
import { validate } from '../schemas/issues.ts';
import type { IssueLanguage } from '../schemas/issues.ts';
import type { ImportTally, Rejection } from '../catalogueImport/importReport.ts';

/** A record of the file: the line it starts on (absent for a JSON file read whole), its fields by client field name, its cells as written. */
export interface ClientImportRecord {
  line: number | undefined;
  fields: Record<string, unknown>;
  cells: readonly string[];
}

/** The clients as stored, looked up as the import matches them: by id, by code (pseudo), by e-mail, whatever their case. */
export interface StoredClients {
  byId(id: number): Client | undefined;
  byPseudo(pseudo: string): Client | undefined;
  byEmail(email: string): Client | undefined;
}

export interface ClientImportPlan {
  /** The clients to write, new and changed, in file order; a new one carries a provisional id the writer may replace. */
  changed: { client: Client; isNew: boolean }[];
  rejectedRows: { line: number | undefined; cells: readonly string[]; reasons: string[] }[];
}

/**
 * Fields that would hold a plain-text password. A client file must never carry one: the record is
 * refused and the value is never repeated (report, --json, --log). Staff give hash_password instead.
 */
const PASSWORD_FIELDS = new Set(['password', 'motdepasse', 'mdp', 'pass', 'passwd', 'pwd']);
export const isPasswordField = (name: string) => PASSWORD_FIELDS.has(name.toLowerCase().replace(/[^a-z]/g, ''));
export const isSecretField = (name: string) => isPasswordField(name) || name === 'hash_password';

/** What a client import's report says, in one language. */
export interface ClientImportReasons {
  passwordRefused: string;
  hashRefused: string;
  badSiret: (siret: string) => string;
  inFile: (value: string, line: number | undefined) => string;
  usedBy: (value: string, other: Client) => string;
  columnsIgnored: (names: readonly string[]) => string;
  sameFieldAs: (kept: string) => string;
}

export const CLIENT_IMPORT_REASONS: ClientImportReasons = {
  passwordRefused: 'a plain-text password is refused (its value is not shown anywhere): give hash_password, the SHA-256 of pseudo + password, or leave it out',
  hashRefused: 'expected a lowercase SHA-256 hexadecimal digest (the value is not shown: it may be a plain-text password)',
  badSiret: (siret: string) => `invalid SIRET "${siret}": expected 14 digits with their check key`,
  inFile: (value: string, line: number | undefined) => `"${value}" is already in this file${line === undefined ? '' : ` on line ${line}`}`,
  usedBy: (value: string, other: Client) => `"${value}" is already used by client ${other.id} (${other.pseudo})`,
  columnsIgnored: (names: readonly string[]) => `columns ignored, not client fields: ${names.map((name) => `"${name}"`).join(', ')} (name one in a mapping file, --map, to import it)`,
  sameFieldAs: (kept: string) => `names the same field as "${kept}", ignored`,
};

/** The same reasons in French, for the administration's client import (the staff endpoint). */
export const FRENCH_CLIENT_IMPORT_REASONS: ClientImportReasons = {
  passwordRefused: 'mot de passe en clair refusé (sa valeur n’est affichée nulle part) : donnez hash_password, le SHA-256 du code client suivi du mot de passe, ou retirez la colonne',
  hashRefused: 'empreinte SHA-256 en hexadécimal minuscule attendue (la valeur n’est pas affichée : ce peut être un mot de passe en clair)',
  badSiret: (siret) => `SIRET « ${siret} » invalide : 14 chiffres avec leur clé de contrôle attendus`,
  inFile: (value, line) => `« ${value} » figure déjà dans ce fichier${line === undefined ? '' : `, ligne ${line}`}`,
  usedBy: (value, other) => `« ${value} » est déjà celui du client ${other.id} (${other.pseudo})`,
  columnsIgnored: (names) => `colonnes ignorées, qui ne sont pas des champs client : ${names.map((name) => `« ${name} »`).join(', ')} (nommez-en une dans un fichier de correspondance pour l’importer)`,
  sameFieldAs: (kept) => `désigne le même champ que « ${kept} » : ignorée`,
};

/** The reasons of a client import's report: English for `otech import clients`, French for the administration. */
export const clientImportReasons = (language: IssueLanguage) => (language === 'fr' ? FRENCH_CLIENT_IMPORT_REASONS : CLIENT_IMPORT_REASONS);

/** The same client whatever the order of its fields (a database's JSON keeps its own), its modification date aside. */
function sameRecord(stored: Client, imported: Client): boolean {
  const sortedKeys = (_key: string, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;
  const canonical = (client: Client) => JSON.stringify({ ...client, date_modification: undefined }, sortedKeys);
  return canonical(stored) === canonical(imported);
}

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : undefined);

/**
 * The client import of `otech import clients` (into the runtime database or, with --into-seed, the
 * seed): each record upserts a client matched by id, else by code (pseudo), else (a record without
 * a code) by e-mail. A
 * plain-text password, an invalid SIRET or a record the client schema refuses is rejected; so is a
 * code or e-mail a second record of the file or another stored client already has, naming the line.
 * Nothing is written here; `report` receives the counts and reasons. `nextId` gives a new client its
 * provisional id (the seed's next one; the database's writer takes its own sequence's).
 */
export function planClientImport(
  file: string,
  records: Iterable<ClientImportRecord>,
  stored: StoredClients,
  nextId: () => number,
  now: string,
  report: ImportTally,
  language: IssueLanguage = 'en',
  /** The file's header of each client field, to name a column the way staff know it; else the field's own name. */
  columnOf: (field: string) => string = (field) => field,
): ClientImportPlan {
  const say = clientImportReasons(language);
  const plan: ClientImportPlan = { changed: [], rejectedRows: [] };
  /** Codes and e-mails of this file's records, so a second one is reported, not merged. */
  const claimedAt = new Map<string, { line: number | undefined }>();
  for (const { line, fields, cells } of records) {
    const rejections: Rejection[] = [];
    const reject = (field: string, reason: string) => rejections.push({ file, line, column: columnOf(field), reason });
    const incoming: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (!isPasswordField(field)) incoming[field] = value;
      else if (value !== undefined && value !== null && value !== '') reject(field, say.passwordRefused);
    }
    if (typeof incoming['siret'] === 'string') {
      if (isValidSiret(incoming['siret'])) incoming['siret'] = compactCompanyId(incoming['siret']);
      else reject('siret', say.badSiret(incoming['siret']));
    }
    const pseudo = lower(incoming['pseudo']);
    const email = lower(incoming['email']);
    const existing =
      typeof incoming['id'] === 'number' ? stored.byId(incoming['id'])
      // By e-mail only without a code: a new code beside a known e-mail is another account, refused below.
      : pseudo !== undefined ? stored.byPseudo(pseudo) : email === undefined ? undefined : stored.byEmail(email);
    const merged: Record<string, unknown> = { ...existing, ...incoming, id: incoming['id'] ?? existing?.id ?? nextId() };
    merged['date_creation'] ??= now;
    const result = validate(ClientSchema, merged, language);
    if (!result.ok) for (const issue of result.issues) reject(issue.field, issue.field === 'hash_password' ? say.hashRefused : issue.message);
    if (result.ok && rejections.length === 0) {
      const client = result.value;
      for (const key of ['pseudo', 'email'] as const) {
        const earlier = claimedAt.get(`${key}:${client[key].toLowerCase()}`);
        const other = key === 'pseudo' ? stored.byPseudo(client.pseudo) : stored.byEmail(client.email);
        if (earlier !== undefined) reject(key, say.inFile(client[key], earlier.line));
        else if (other !== undefined && other.id !== client.id) reject(key, say.usedBy(client[key], other));
      }
      if (rejections.length === 0) {
        const unchanged = existing !== undefined && sameRecord(existing, client);
        if (unchanged) report.skipped += 1;
        else {
          if (existing) report.updated += 1;
          else report.created += 1;
          plan.changed.push({ client: existing ? { ...client, date_modification: now } : client, isNew: existing === undefined });
        }
        for (const key of ['pseudo', 'email'] as const) claimedAt.set(`${key}:${client[key].toLowerCase()}`, { line });
      }
    }
    if (rejections.length > 0) {
      report.rejected += 1;
      report.rejections.push(...rejections);
      plan.rejectedRows.push({ line, cells, reasons: rejections.map((r) => `${r.column}: ${r.reason}`) });
    }
  }
  return plan;
}
