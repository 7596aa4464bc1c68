import { existsSync } from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { isCalendarDate, PRICE_LIST_IDS } from '@otech/domain';
import { ACCEPTED_HEADERS, CATALOGUE_COLUMNS } from '@otech/domain/catalogue-import';
import { TEXT_ENCODINGS } from '../csv/textEncodings.ts';
import { DEFAULT_RUNTIME_DIR, DEFAULT_SQL_DIR } from '../io/dataDir.ts';
import { UsageError } from '../report.ts';

// The options and help texts several command groups share.

export function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number of 0 or more');
  return n;
}

/** A calendar day as the exports take it (YYYY-MM-DD, a real date). */
export function isoDayOption(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) throw new InvalidArgumentError('expected a day YYYY-MM-DD');
  return value;
}

export function existingInput(file: string): string {
  if (!existsSync(file)) throw new UsageError(`${file}: no such file or directory`);
  return file;
}

export const EXIT_CODES_HELP = `
Exit codes:
  0    every row imported (warnings may have been printed), or help was shown
  1    some rows were rejected (the others were imported unless --strict or --dry-run),
       or a file of the data folder is broken
  2    bad invocation: unknown command or option, missing file, a file that is not a CSV,
       a bad mapping file
  130  interrupted (Ctrl-C) before anything was written`;

export function acceptedColumnsHelp(): string {
  const lines = CATALOGUE_COLUMNS.map((column) => `  ${column.padEnd(20)} ${ACCEPTED_HEADERS[column].join(', ')}`);
  return `
Accepted columns (headers compared without case, accents, spaces, punctuation or a "(unit)" part;
"otech template products" writes an empty file with every column):
${lines.join('\n')}
  Shopify's Handle is the reference when there is no Variant SKU; a plain "Description" is the
  detailed description when the file also has a short one.

A new product needs a reference, a name, a price and a rayon (code, label, or a shop category path
holding one); any other bad value is left out with a warning and the row imported.`;
}

/** Where an import writes: the shop's runtime database unless `--into-seed` (cli/README.md, docs/imports.md). */
export interface RuntimeTargetOptions {
  intoSeed?: boolean;
  runtimeDir: string;
  sqlDir?: string;
  shop?: string;
  user?: string;
}
export const intoSeedOption = ['--into-seed', "write the seed's files in the data folder instead of the shop's runtime database (a fresh demo's data)"] as const;
export const runtimeDirOption = ['--runtime-dir <dir>', 'runtime folder: the embedded database is its sql/ folder unless --sql-dir says otherwise', process.env['OTECH_DB_DIR'] ?? DEFAULT_RUNTIME_DIR] as const;
export const sqlDirOption = ['--sql-dir <dir>', 'embedded SQL database folder, used when DATABASE_URL is not set', process.env['OTECH_SQL_DIR'] || undefined] as const;
export const shopOption = ['--shop <url>', 'import through this running shop (found in the runtime folder when it holds the embedded database)'] as const;
export const userOption = ['--user <name>', 'staff account to import through the running shop (password: OTECH_STAFF_PASSWORD, else prompted)'] as const;

export function importCommand(parent: Command, name: string, description: string, argument: string): Command {
  return parent
    .command(name)
    .description(description)
    .argument('<file>', argument)
    .option('--dry-run', 'check and report without writing')
    .option('--strict', 'write nothing when any row is rejected')
    .option('--json', 'print the report as JSON on standard output')
    .addHelpText('after', EXIT_CODES_HELP);
}

export function encodingOption(): Option {
  return new Option('--encoding <encoding>', 'text encoding of the file (default: detected)').choices(TEXT_ENCODINGS);
}

export function logOption(): Option {
  return new Option('--log <file>', 'write the rejected rows, with their line and reasons, to this CSV (fix it and import it)');
}

/** The price list a prices command works on. */
export const listOption = () => new Option('--list <list>', 'the price list').choices(PRICE_LIST_IDS).makeOptionMandatory();

/** The SQL database the commands work on: `DATABASE_URL`, else the embedded folder (`--sql-dir`), read at each run. */
export const sqlOption = () => ['--sql-dir <dir>', 'embedded SQL database folder, used when DATABASE_URL is not set', process.env['OTECH_SQL_DIR'] ?? DEFAULT_SQL_DIR] as const;
