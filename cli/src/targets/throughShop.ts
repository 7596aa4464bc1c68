import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import * as v from 'valibot';
import { CatalogueImportResultSchema, ClientImportResultSchema } from '@otech/domain';
import type { ColumnMapping, ImportTally, WeightUnit } from '@otech/domain/catalogue-import';
import type { ClientMapping } from '@otech/domain/client-import';
import { openTable } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/readTable.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport } from '../report.ts';

/*
 * While the shop runs on the embedded database, its process owns the folder: `otech import` sends
 * the file to the running shop's staff import endpoints instead, signed in as a staff account.
 */

export interface ShopOptions {
  /** `--shop URL`: the running shop (its /api is added when missing). */
  shop?: string;
  /** `--user`: the staff account; its password comes from OTECH_STAFF_PASSWORD or a prompt. */
  user?: string;
  runtimeDir: string;
  dryRun?: boolean;
  strict?: boolean;
  displayName?: string;
}

const AddressSchema = v.object({ api: v.pipe(v.string(), v.url()) });

/** The running shop's API: `--shop`, else the address the API wrote in the runtime folder (packages/api src/runningAddress.ts). */
export function shopApi(options: ShopOptions): string {
  if (options.shop !== undefined) return options.shop.replace(/\/+$/, '').replace(/(?<!\/api)$/, '/api');
  const file = path.join(options.runtimeDir, 'api-address.json');
  if (!existsSync(file)) throw new UsageError(`the embedded database is in use and ${file} names no running shop: give its address with --shop URL`);
  const parsed = v.safeParse(AddressSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new UsageError(`${file}: expected {"api": "http://…/api"}`);
  return parsed.output.api;
}

/** The staff password: OTECH_STAFF_PASSWORD, else asked on the terminal without echo. */
async function staffPassword(user: string): Promise<string> {
  const fromEnv = process.env['OTECH_STAFF_PASSWORD'];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new UsageError('importing through the running shop needs the staff password: set OTECH_STAFF_PASSWORD or run in a terminal');
  process.stderr.write(`password for ${user}: `);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: muted, terminal: true });
  const password = await new Promise<string>((resolve) => prompt.question('', resolve));
  prompt.close();
  process.stderr.write('\n');
  return password;
}

export async function staffToken(api: string, options: ShopOptions): Promise<string> {
  if (options.user === undefined) throw new UsageError('the shop is running on the embedded database: import through it with --user <staff account> (password from OTECH_STAFF_PASSWORD or prompted)');
  const answer = await fetch(`${api}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: options.user, password: await staffPassword(options.user) }) });
  const body = (await answer.json()) as { token?: string; message?: string };
  if (!answer.ok || body.token === undefined) throw new UsageError(`${api}/admin/login: ${answer.status} ${body.message ?? ''}`.trim());
  return body.token;
}

/** An answer of an import endpoint, or the error naming the endpoint and its message. */
export async function answerOf(response: Response, endpoint: string): Promise<unknown> {
  const body = (await response.json()) as { message?: string };
  if (!response.ok) throw new UsageError(`${endpoint}: ${response.status} ${body.message ?? ''}`.trim());
  return body;
}

function reportOf(command: string, name: string, dryRun: boolean, tally: ImportTally & { applied: boolean }): ImportReport {
  const report = newReport(command, name, dryRun);
  return { ...report, created: tally.created, updated: tally.updated, skipped: tally.skipped, rejected: tally.rejected, rejections: tally.rejections, warnings: tally.warnings, written: tally.applied };
}

/**
 * `otech import products` through the running shop: the administration's catalogue import (same
 * plan), which writes only when no row is rejected (all or nothing, in one catalogue write).
 */
export async function importProductsThroughShop(file: string, options: ShopOptions & { mapping?: ColumnMapping; weightUnit?: WeightUnit }): Promise<ImportReport> {
  const api = shopApi(options);
  const token = await staffToken(api, options);
  const name = options.displayName ?? file;
  const mapping = { ...options.mapping, ...(options.weightUnit ? { weightUnit: options.weightUnit } : {}) };
  // English, the language of the CLI's reports (the administration's page asks for French).
  const query = new URLSearchParams({ file: path.basename(file), apply: String(!options.dryRun), language: 'en', ...(Object.keys(mapping).length > 0 ? { mapping: JSON.stringify(mapping) } : {}) });
  const endpoint = `${api}/admin/catalogue/import`;
  const response = await fetch(`${endpoint}?${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body: await readFile(file) });
  const result = v.parse(CatalogueImportResultSchema, await answerOf(response, endpoint));
  return { ...reportOf('import products', name, options.dryRun ?? false, result), encoding: result.encoding, delimiter: result.delimiter, ...(result.photos ? { photos: result.photos } : {}) };
}

/** `otech import clients` (CSV) through the running shop: the file read here, mapped, checked and written there in one transaction. */
export async function importClientsThroughShop(file: string, options: ShopOptions & { mapping?: ClientMapping; encoding?: TextEncoding; invite?: boolean }): Promise<ImportReport> {
  if (path.extname(file).toLowerCase() !== '.csv') throw new UsageError(`${file}: through the running shop, clients are imported from a .csv file`);
  const api = shopApi(options);
  const token = await staffToken(api, options);
  const name = options.displayName ?? file;
  const table = await openTable(file, { encoding: options.encoding });
  if (table.header === undefined) throw new UsageError(`${file}: empty file: expected a header line naming the columns`);
  const rows: { line: number; cells: string[] }[] = [];
  for await (const { line, cells } of table.rows) rows.push({ line, cells });
  const endpoint = `${api}/admin/clients/import`;
  const body = { file: name, header: table.header, rows, mapping: options.mapping, apply: !options.dryRun, strict: options.strict ?? false, language: 'en', invite: options.invite ?? false };
  const response = await fetch(endpoint, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const result = v.parse(ClientImportResultSchema, await answerOf(response, endpoint));
  return { ...reportOf('import clients', name, options.dryRun ?? false, result), encoding: table.encoding, delimiter: table.delimiter, ...(options.invite ? { invited: result.invited ?? 0 } : {}) };
}
