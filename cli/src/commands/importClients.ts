import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { ClientSchema, validate } from '@otech/domain';
import type { Client } from '@otech/domain';
import { CsvSyntaxError, openTable } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/readTable.ts';
import { DATA_FILES, dataPath, jsonText } from '../io/dataDir.ts';
import { DataFileError, readJsonFile } from '../io/dataFiles.ts';
import { topLevelLines } from '../io/jsonLines.ts';
import { writeRejectedRows } from '../io/rejectedRowsLog.ts';
import type { RejectedRow } from '../io/rejectedRowsLog.ts';
import { removeStaleTemporaryFiles, StagedWrites } from '../io/stagedWrites.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport, Rejection } from '../report.ts';

/** What a JSON document holds instead of a list, as the error says it. */
const KINDS: Record<string, string> = { object: 'an object', string: 'a string', number: 'a number', boolean: 'a boolean' };

export interface ImportClientsOptions {
  dataDir: string;
  displayName?: string;
  encoding?: TextEncoding;
  dryRun?: boolean;
  strict?: boolean;
  /** Date of the import, for date_creation and date_modification (tests pass a fixed one). */
  now?: Date;
  /** `--log`: where to write the rejected records with their reasons (secrets blanked). */
  logFile?: string;
}

/**
 * Fields that would hold a plain-text password. A client file must never carry one: the record is
 * refused and the value is never repeated (report, --json, --log). Staff give hash_password instead.
 */
const PASSWORD_FIELDS = new Set(['password', 'motdepasse', 'mdp', 'pass', 'passwd', 'pwd']);
const isPasswordField = (name: string) => PASSWORD_FIELDS.has(name.toLowerCase().replace(/[^a-z]/g, ''));
const SECRET_FIELDS = (name: string) => isPasswordField(name) || name === 'hash_password';
const PASSWORD_REFUSED = 'a plain-text password is refused (its value is not shown anywhere): give hash_password, the SHA-256 of pseudo + password, or leave it out';
const HASH_REFUSED = 'expected a lowercase SHA-256 hexadecimal digest (the value is not shown: it may be a plain-text password)';
const CLIENT_FIELDS = new Set(Object.keys(ClientSchema.entries));
const BOOLEAN_FIELDS = new Set(['actif', 'bloque']);
const CSV_BOOLEANS: Record<string, boolean> = { true: true, vrai: true, oui: true, '1': true, false: false, faux: false, non: false, '0': false };

interface InputRecord {
  line: number | undefined;
  fields: Record<string, unknown>;
  /** The record as the file wrote it, for the --log file. */
  cells: string[];
}

interface ClientInput {
  header: string[];
  delimiter: string;
  records: InputRecord[];
}

/**
 * A CSV holds only text: blank cells are absent, ids are numbers and the account flags are
 * booleans. Anything else is passed on as written so that ClientSchema names it.
 */
function fromCsvCells(record: Record<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, cell] of Object.entries(record)) {
    const value = cell.trim();
    if (value === '') continue;
    if (name === 'id' && /^\d+$/.test(value)) fields[name] = Number(value);
    else if (BOOLEAN_FIELDS.has(name)) fields[name] = CSV_BOOLEANS[value.toLowerCase()] ?? value;
    else fields[name] = value;
  }
  return fields;
}

const cellOf = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

async function readInput(file: string, name: string, options: ImportClientsOptions, report: ImportReport): Promise<ClientInput> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') {
    const text = await readFile(file, 'utf8');
    const document = v.safeParse(v.array(v.record(v.string(), v.unknown())), JSON.parse(text));
    if (!document.success) throw new UsageError(`${file}: expected a JSON list of client objects, not ${document.output === null ? 'null' : KINDS[typeof document.output] ?? typeof document.output}`);
    const lines = topLevelLines(text);
    const header = [...new Set(document.output.flatMap((fields) => Object.keys(fields)))];
    return { header, delimiter: ';', records: document.output.map((fields, index) => ({ line: lines[index], fields, cells: header.map((h) => cellOf(fields[h])) })) };
  }
  if (extension !== '.csv') throw new UsageError(`${file}: expected a .csv or .json file of clients`);
  const table = await openTable(file, { encoding: options.encoding });
  report.encoding = table.encoding;
  report.delimiter = table.delimiter;
  if (table.header === undefined) {
    report.rejections.push({ file: name, line: 1, column: '(file)', reason: 'empty file: expected a header line naming the columns' });
    return { header: [], delimiter: table.delimiter, records: [] };
  }
  const header = table.header.map((h) => h.trim().toLowerCase());
  for (const column of header) {
    if (!CLIENT_FIELDS.has(column) && !isPasswordField(column)) report.warnings.push({ file: name, line: 1, column, reason: 'not a client field, ignored' });
  }
  const records: InputRecord[] = [];
  for await (const { line, cells } of table.rows) {
    records.push({ line, cells, fields: fromCsvCells(Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))) });
  }
  return { header: table.header, delimiter: table.delimiter, records };
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * `otech import clients FILE`: upserts client records into data/clients.json. A record is matched
 * by id, else by pseudo; e-mail and pseudo stay unique; a plain-text password is refused
 * without being repeated anywhere (hash_password is the SHA-256 of pseudo + password, the domain rule).
 */
export async function importClients(file: string, options: ImportClientsOptions): Promise<ImportReport> {
  const name = options.displayName ?? file;
  const now = (options.now ?? new Date()).toISOString();
  const report = newReport('import clients', name, options.dryRun ?? false);
  await removeStaleTemporaryFiles(options.dataDir);
  const clientsFile = dataPath(options.dataDir, DATA_FILES.clients);
  const current = v.safeParse(v.array(ClientSchema), await readJsonFile(clientsFile));
  if (!current.success) throw new DataFileError(`${clientsFile}: ${v.summarize(current.issues)}`);
  const clients = new Map(current.output.map((client) => [client.id, client]));

  let input: ClientInput;
  try {
    input = await readInput(file, name, options, report);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      report.rejections.push({ file: name, line: error.line, column: '(file)', reason: error.message });
      return report;
    }
    if (error instanceof SyntaxError) throw new UsageError(`${file}: not JSON (${error.message})`);
    throw error;
  }

  /** Pseudos and e-mails of the records of this file, so a second one is reported, not merged. */
  const claimedAt = new Map<string, { line: number | undefined }>();
  let changed = false;
  const rejectedRows: RejectedRow[] = [];
  for (const { line, fields, cells } of input.records) {
    const rejections: Rejection[] = [];
    const reject = (column: string, reason: string) => rejections.push({ file: name, line, column, reason });
    const incoming: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (!isPasswordField(field)) incoming[field] = value;
      else if (value !== undefined && value !== null && value !== '') reject(field, PASSWORD_REFUSED);
    }
    const existing =
      typeof incoming['id'] === 'number' ? clients.get(incoming['id'])
      : [...clients.values()].find((client) => same(client.pseudo, incoming['pseudo'] as string | undefined));
    const nextId = Math.max(0, ...clients.keys()) + 1;
    const merged: Record<string, unknown> = { ...existing, ...incoming, id: incoming['id'] ?? existing?.id ?? nextId };
    merged['date_creation'] ??= now;
    const result = validate(ClientSchema, merged);
    if (!result.ok) for (const issue of result.issues) reject(issue.field, issue.field === 'hash_password' ? HASH_REFUSED : issue.message);
    if (result.ok && rejections.length === 0) {
      const client = result.value;
      for (const key of ['pseudo', 'email'] as const) {
        const earlier = claimedAt.get(`${key}:${client[key].toLowerCase()}`);
        const other = [...clients.values()].find((c) => c.id !== client.id && same(c[key], client[key]));
        if (earlier !== undefined) reject(key, `"${client[key]}" is already in this file${earlier.line === undefined ? '' : ` on line ${earlier.line}`}`);
        else if (other !== undefined) reject(key, `"${client[key]}" is already used by client ${other.id} (${other.pseudo})`);
      }
      if (rejections.length === 0) {
        const before = existing && JSON.stringify({ ...existing, date_modification: undefined });
        if (before === JSON.stringify({ ...client, date_modification: undefined })) report.skipped += 1;
        else {
          if (existing) report.updated += 1;
          else report.created += 1;
          clients.set(client.id, { ...client, date_modification: existing ? now : client.date_modification });
          changed = true;
        }
        for (const key of ['pseudo', 'email'] as const) claimedAt.set(`${key}:${client[key].toLowerCase()}`, { line });
      }
    }
    if (rejections.length > 0) {
      report.rejected += 1;
      report.rejections.push(...rejections);
      const shown = cells.map((cell, i) => (SECRET_FIELDS((input.header[i] ?? '').trim().toLowerCase()) ? '' : cell));
      rejectedRows.push({ line, cells: shown, reasons: rejections.map((r) => `${r.column}: ${r.reason}`) });
    }
  }
  if (options.logFile !== undefined) await writeRejectedRows(options.logFile, input.header, rejectedRows, input.delimiter);

  if (changed && !report.dryRun && !(options.strict && report.rejections.length > 0)) {
    const writes = new StagedWrites();
    const sorted: Client[] = [...clients.values()].sort((a, b) => a.id - b.id);
    writes.stage(clientsFile, jsonText(sorted));
    await writes.commit();
    report.written = true;
  }
  return report;
}
