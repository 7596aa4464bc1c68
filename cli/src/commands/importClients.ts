import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { clientTableReader, isSecretField, planClientImport, savedClientMapping } from '@otech/domain/client-import';
import type { ClientImportRecord, ClientMapping } from '@otech/domain/client-import';
import { CsvSyntaxError, openTable } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/readTable.ts';
import { jsonText } from '../io/dataDir.ts';
import { topLevelLines } from '../io/jsonLines.ts';
import { writeRejectedRows } from '../io/rejectedRowsLog.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport } from '../report.ts';
import type { ClientTarget } from '../targets/clientTargets.ts';

/** What a JSON document holds instead of a list, as the error says it. */
const KINDS: Record<string, string> = { object: 'an object', string: 'a string', number: 'a number', boolean: 'a boolean' };

export interface ImportClientsOptions {
  /** Where the clients are read and written: the runtime database, or the seed with --into-seed. */
  target: ClientTarget;
  displayName?: string;
  encoding?: TextEncoding;
  dryRun?: boolean;
  strict?: boolean;
  /** Date of the import, for date_creation and date_modification (tests pass a fixed one). */
  now?: Date;
  /** `--log`: where to write the rejected records with their reasons (secrets blanked). */
  logFile?: string;
  /** `--map`: the file's headers named as client fields. */
  mapping?: ClientMapping;
  /** `--save-map`: where to write the mapping this file was read with. */
  saveMap?: string;
  /** `--invite`: the target queues an invitation e-mail for each new client; the report counts them. */
  invite?: boolean;
}

interface ClientInput {
  header: string[];
  delimiter: string;
  records: ClientImportRecord[];
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
  const header = table.header;
  const reader = clientTableReader(name, header, options.mapping, report);
  if (options.saveMap !== undefined) await writeFile(options.saveMap, jsonText(savedClientMapping(header, reader.read)));
  const records: ClientImportRecord[] = [];
  for await (const { line, cells } of table.rows) records.push(reader.record(line, cells));
  return { header, delimiter: table.delimiter, records };
}

/**
 * `otech import clients FILE`: upserts client records, matched by id, else by code (pseudo), else
 * by e-mail (planClientImport), into the target: the shop's runtime database, or the seed's
 * data/clients.json with --into-seed. A plain-text password is refused without being repeated
 * anywhere; an imported client has no password until it sets one.
 */
export async function importClients(file: string, options: ImportClientsOptions): Promise<ImportReport> {
  const name = options.displayName ?? file;
  const now = (options.now ?? new Date()).toISOString();
  const report = newReport('import clients', name, options.dryRun ?? false);
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
  const stored = await options.target.load();
  const plan = planClientImport(name, input.records, stored, stored.nextId, now, report);
  if (options.logFile !== undefined) {
    const shown = plan.rejectedRows.map((row) => ({ ...row, cells: row.cells.map((cell, i) => (isSecretField((input.header[i] ?? '').trim().toLowerCase()) ? '' : cell)) }));
    await writeRejectedRows(options.logFile, input.header, shown, input.delimiter);
  }
  if (plan.changed.length > 0 && !report.dryRun && !(options.strict && report.rejections.length > 0)) {
    const invited = await options.target.write(plan.changed);
    report.written = true;
    if (options.invite) report.invited = invited;
  }
  return report;
}
