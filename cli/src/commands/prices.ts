import os from 'node:os';
import * as v from 'valibot';
import { PRICE_CSV_COLUMNS, priceCsvHeaderProblems, PRICE_LIST_NAMES, priceListCsvRows, PriceCsvReportSchema, PriceListSchema, ReviewResultSchema, spreadsheetCsv } from '@otech/domain';
import type { PriceCsvReport, PriceCsvRow, PriceListId, ReviewResult } from '@otech/domain';
import { openTable } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/textEncodings.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport } from '../report.ts';
import { intoRuntime } from '../targets/runtimeDatabase.ts';
import type { RuntimeOptions } from '../targets/runtimeDatabase.ts';
import { answerOf, shopApi, staffToken } from '../targets/throughShop.ts';
import type { ShopOptions } from '../targets/throughShop.ts';

/*
 * `otech import prices`, `otech export prices` and `otech prices review` (issue 21): on the shop's
 * runtime database, or through the running shop when it holds the embedded one, as the product
 * import does (docs/imports.md). The rules are the domain's and the API's, run the same either way.
 */

export type PriceCommandOptions = RuntimeOptions & ShopOptions;

/** Who the audit trail names for a change made with otech on the database itself. */
const cliActor = () => ({ staffId: 'otech-cli', staffName: `otech (${os.userInfo().username})`, staffRole: 'administrateur' as const });

/** Sends a request to the running shop as the staff account, and parses its answer. */
async function throughShop<T>(options: PriceCommandOptions, method: string, route: string, schema: v.GenericSchema<unknown, T>, body?: unknown): Promise<T> {
  const api = shopApi(options);
  const token = await staffToken(api, options);
  const response = await fetch(`${api}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return v.parse(schema, await answerOf(response, `${api}${route}`));
}

/** The file's lines by column name; a header that is not the format's is a usage error naming what is wrong. */
async function priceRows(file: string, encoding: TextEncoding | undefined): Promise<{ rows: PriceCsvRow[]; encoding: string; delimiter: string }> {
  const table = await openTable(file, { encoding });
  if (table.header === undefined) throw new UsageError(`${file}: empty file: expected the header ${PRICE_CSV_COLUMNS.join(';')}`);
  const problems = priceCsvHeaderProblems(table.header);
  if (problems.length > 0) throw new UsageError(`${file}:1: ${problems.join(', ')} (expected ${PRICE_CSV_COLUMNS.join(';')})`);
  const names = table.header.map((name) => name.trim().toLowerCase());
  const rows: PriceCsvRow[] = [];
  for await (const { line, cells } of table.rows) rows.push({ line, cells: Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])) });
  return { rows, encoding: table.encoding, delimiter: table.delimiter };
}

/** Reads a price list CSV into a list, replacing its content: every bad line reported; written only when none is bad, or with `forceValidRows`. */
export async function importPrices(file: string, listId: PriceListId, options: PriceCommandOptions & { encoding?: TextEncoding; dryRun: boolean; forceValidRows: boolean }): Promise<ImportReport> {
  const { rows, encoding, delimiter } = await priceRows(file, options.encoding);
  const settings = { dryRun: options.dryRun, forceValidRows: options.forceValidRows };
  const result: PriceCsvReport = await intoRuntime(
    options,
    async (db) => {
      const { importPriceListRows } = await import('@otech/api/imports');
      return importPriceListRows({ sql: db }, cliActor(), listId, rows, settings);
    },
    () => throughShop(options, 'POST', `/admin/price-lists/${listId}/csv`, PriceCsvReportSchema, { rows, ...settings }),
  );
  const report = newReport('import prices', options.displayName ?? file, options.dryRun);
  return {
    ...report,
    encoding,
    delimiter,
    created: result.written ? result.validLines : 0,
    rejected: result.issues.length,
    rejections: result.issues.map((issue) => ({ file: report.file, line: issue.line, column: issue.column, reason: issue.reason })),
    written: result.written,
  };
}

/** A list as the CSV `otech import prices` reads (semicolons, UTF-8 with BOM, for a French spreadsheet). */
export async function exportPrices(listId: PriceListId, options: PriceCommandOptions): Promise<string> {
  const list = await intoRuntime(
    options,
    async (db) => {
      const { priceListOf } = await import('@otech/api/imports');
      return priceListOf({ sql: db }, listId);
    },
    async () => (await throughShop(options, 'GET', `/admin/price-lists/${listId}`, v.object({ list: PriceListSchema }))).list,
  );
  const { id: _id, ...content } = list;
  return spreadsheetCsv(priceListCsvRows(content));
}

/** The wholesaler review, now: a dry run lists who would move; a run moves them, each told why. */
export function reviewPrices(options: PriceCommandOptions & { dryRun: boolean }): Promise<ReviewResult> {
  return intoRuntime(
    options,
    async (db) => {
      const { runWholesalerReview } = await import('@otech/api/imports');
      return runWholesalerReview({ sql: db }, new Date(), { dryRun: options.dryRun, actor: cliActor() });
    },
    () => throughShop(options, 'POST', '/admin/price-review', ReviewResultSchema, { dryRun: options.dryRun }),
  );
}

const OUTCOMES = { moves: 'moves to Professionnel', stays: 'stays', exempt: 'exempt, stays' } as const;

/** The review's report: one line per Revendeur / Grossiste client with its figure, then the count. */
export function reviewLines(result: ReviewResult, dryRun: boolean): string {
  const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;
  const lines = result.lines.map((line) => `${line.clientId}\t${line.name}\t${euros(line.averageMonthlyCents)} HT a month\t${dryRun && line.outcome === 'moves' ? 'would move to Professionnel' : OUTCOMES[line.outcome]}`);
  const moving = result.lines.filter((line) => line.outcome === 'moves').length;
  const summary = `${PRICE_LIST_NAMES.revendeur} review of ${result.month} (invoices ${result.period.from} to ${result.period.to}): ${result.lines.length} client(s) reviewed, ${moving} ${dryRun ? 'would move (dry run, nothing written)' : 'moved'}`;
  return [...lines, summary].map((line) => `${line}\n`).join('');
}
