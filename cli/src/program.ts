import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { INVOICES_EXPORT_FORMATS, isCalendarDate, PRICE_LIST_IDS } from '@otech/domain';
import type { InvoicesExportFormat, PriceListId } from '@otech/domain';
import { ACCEPTED_HEADERS, CATALOGUE_COLUMNS, WEIGHT_UNITS } from '@otech/domain/catalogue-import';
import type { WeightUnit } from '@otech/domain/catalogue-import';
import { readClientMappingFile, readMappingFile } from './csv/mappingFile.ts';
import type { ClientTarget } from './targets/clientTargets.ts';
import type { ProductTarget } from './targets/productTargets.ts';
import { intoRuntime } from './targets/runtimeDatabase.ts';
import { catalogueCsv, productToRow } from '@otech/domain/catalogue-import';
import { TEXT_ENCODINGS } from './csv/textEncodings.ts';
import type { TextEncoding } from './csv/textEncodings.ts';
import type { ReadProgress } from './csv/readTable.ts';
import { DEFAULT_DATA_DIR, DEFAULT_RUNTIME_DIR, DEFAULT_SQL_DIR, REPO } from './io/dataDir.ts';
import { DataFileError } from './io/dataFiles.ts';
import { handleInterrupts, takeHeldSignal } from './io/interrupt.ts';
import { EXIT, exitCodeOf, printReport, UsageError } from './report.ts';
import type { ImportReport, Output } from './report.ts';

const processOutput: Output = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

interface GlobalOptions {
  dataDir: string;
}

interface ImportOptions extends GlobalOptions {
  dryRun?: boolean;
  strict?: boolean;
  json?: boolean;
  encoding?: TextEncoding;
  log?: string;
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number of 0 or more');
  return n;
}

/** A calendar day as the exports take it (YYYY-MM-DD, a real date). */
function isoDayOption(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) throw new InvalidArgumentError('expected a day YYYY-MM-DD');
  return value;
}

function existingInput(file: string): string {
  if (!existsSync(file)) throw new UsageError(`${file}: no such file or directory`);
  return file;
}

const EXIT_CODES_HELP = `
Exit codes:
  0    every row imported (warnings may have been printed), or help was shown
  1    some rows were rejected (the others were imported unless --strict or --dry-run),
       or a file of the data folder is broken
  2    bad invocation: unknown command or option, missing file, a file that is not a CSV,
       a bad mapping file
  130  interrupted (Ctrl-C) before anything was written`;

function acceptedColumnsHelp(): string {
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
interface RuntimeTargetOptions {
  intoSeed?: boolean;
  runtimeDir: string;
  sqlDir?: string;
  shop?: string;
  user?: string;
}
const intoSeedOption = ['--into-seed', "write the seed's files in the data folder instead of the shop's runtime database (a fresh demo's data)"] as const;
const runtimeDirOption = ['--runtime-dir <dir>', 'runtime folder: the embedded database is its sql/ folder unless --sql-dir says otherwise', process.env['OTECH_DB_DIR'] ?? DEFAULT_RUNTIME_DIR] as const;
const sqlDirOption = ['--sql-dir <dir>', 'embedded SQL database folder, used when DATABASE_URL is not set', process.env['OTECH_SQL_DIR'] || undefined] as const;
const shopOption = ['--shop <url>', 'import through this running shop (found in the runtime folder when it holds the embedded database)'] as const;
const userOption = ['--user <name>', 'staff account to import through the running shop (password: OTECH_STAFF_PASSWORD, else prompted)'] as const;

function importCommand(parent: Command, name: string, description: string, argument: string): Command {
  return parent
    .command(name)
    .description(description)
    .argument('<file>', argument)
    .option('--dry-run', 'check and report without writing')
    .option('--strict', 'write nothing when any row is rejected')
    .option('--json', 'print the report as JSON on standard output')
    .addHelpText('after', EXIT_CODES_HELP);
}

function encodingOption(): Option {
  return new Option('--encoding <encoding>', 'text encoding of the file (default: detected)').choices(TEXT_ENCODINGS);
}

function logOption(): Option {
  return new Option('--log <file>', 'write the rejected rows, with their line and reasons, to this CSV (fix it and import it)');
}

/**
 * A progress bar on stderr for long imports, only when a person watches a terminal: the lines read
 * and the time left, estimated from the share of the file read (staff count rows, not bytes).
 */
async function progressFor(file: string, json: boolean | undefined): Promise<{ onProgress?: (progress: ReadProgress) => void; stop: () => boolean }> {
  const size = statSync(file).size;
  if (json || !process.stderr.isTTY || size < 1_000_000) return { stop: () => false };
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar({ stream: process.stderr, format: 'importing {bar} {percentage}% | {lines} lines read | about {eta_formatted} left' }, cliProgress.Presets.shades_classic);
  bar.start(size, 0, { lines: 0 });
  let drawing = true;
  const stop = () => {
    if (drawing) bar.stop();
    const ended = drawing;
    drawing = false;
    return ended;
  };
  return { onProgress: ({ bytes, lines }) => bar.update(bytes, { lines: lines.toLocaleString('en') }), stop };
}

export interface RunOptions {
  /** Ctrl-C handling of the `otech` binary (cli/bin/otech.mjs); tests run commands in-process without it. */
  handleSignals?: boolean;
}

/**
 * The `otech` program. Returns the exit code instead of exiting, so tests run it in-process:
 * 0 all rows passed, 1 some rows rejected (or a data file is broken), 2 a bad invocation.
 */
export async function run(argv: readonly string[], output: Output = processOutput, runOptions: RunOptions = {}): Promise<number> {
  let exitCode: number = EXIT.ok;
  /** Stops the progress bar; true when one was drawing (its line is then ended). */
  let stopProgress = () => false;
  const finish = (report: ImportReport, json: boolean | undefined) => {
    printReport(report, output, json ?? false);
    if (takeHeldSignal() !== undefined) output.err('the interrupt came while writing: the import was completed first\n');
    exitCode = exitCodeOf(report);
  };
  const withProgress = async (file: string, json: boolean | undefined, work: (onProgress?: (progress: ReadProgress) => void) => Promise<ImportReport>) => {
    const progress = await progressFor(file, json);
    stopProgress = progress.stop;
    try {
      return await work(progress.onProgress);
    } finally {
      progress.stop();
    }
  };

  const program = new Command('otech')
    .description('OTECH shop staff tool: import catalogue, images and clients into data/, build the seed')
    .version(JSON.parse(readFileSync(path.join(REPO, 'cli/package.json'), 'utf8')).version, '-V, --version', 'print the version of otech')
    .option('--data-dir <dir>', 'data folder to read and write', DEFAULT_DATA_DIR)
    .configureOutput({ writeOut: output.out, writeErr: output.err })
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    .showHelpAfterError();
  const globals = (command: Command): GlobalOptions => command.optsWithGlobals<GlobalOptions>();

  const imports = program.command('import').description("import a file into the shop's runtime database (DATABASE_URL, else the embedded one), or into the seed with --into-seed");
  importCommand(imports, 'products', 'upsert products by reference into the shop\'s runtime database (--into-seed: data/products.csv) (CSV: ";", "," or tab; UTF-8 or Windows-1252)', 'CSV file (an export of PrestaShop, WooCommerce, Shopify, Magento or a spreadsheet)')
    .addOption(encodingOption())
    .option('--map <file>', 'mapping file (JSON): header -> column, weight unit, category -> rayon')
    .option('--save-map <file>', 'write the mapping this file was read with, to edit and pass to --map next time')
    .addOption(new Option('--weight-unit <unit>', 'unit of the weight column (default: from its header, e.g. "Weight (kg)")').choices(WEIGHT_UNITS))
    .addOption(logOption())
    .option(...intoSeedOption)
    .option(...runtimeDirOption)
    .option(...sqlDirOption)
    .option(...shopOption)
    .option(...userOption)
    .addHelpText('after', acceptedColumnsHelp())
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions & RuntimeTargetOptions & { map?: string; saveMap?: string; weightUnit?: WeightUnit }>();
      existingInput(file);
      const mapping = options.map === undefined ? undefined : await readMappingFile(options.map);
      const { importProducts } = await import('./commands/importProducts.ts');
      const { runtimeProducts, seedProducts } = await import('./targets/productTargets.ts');
      const importInto = (target: ProductTarget) =>
        withProgress(file, options.json, (onProgress) => importProducts(file, { ...options, target, mapping, logFile: options.log, displayName: file, onProgress }));
      const { importProductsThroughShop } = await import('./targets/throughShop.ts');
      const report = options.intoSeed
        ? await importInto(seedProducts(options.dataDir))
        : await intoRuntime(options, (db) => importInto(runtimeProducts(db)), () => importProductsThroughShop(file, { ...options, mapping, displayName: file }));
      finish(report, options.json);
    });

  importCommand(imports, 'images', 'import product photos: a folder or files named <reference>[_AV|_AR].jpg|png, or base64 records (JSON or CSV of reference -> base64, data-URL prefix allowed)', 'image file, folder of images, or .json/.csv of base64 records')
    .option('--max-size <bytes>', 'largest accepted image (default: 5 MiB)', positiveInteger)
    .option(...intoSeedOption)
    .action(async (input: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions & { maxSize?: number; intoSeed?: boolean }>();
      // Photos into the running shop's photo store are not written by the CLI yet (docs/imports.md):
      // writing data/images as a side effect is what issue 20 forbids, so only --into-seed does.
      if (!options.intoSeed) throw new UsageError("otech import images writes the seed's photos only: give --into-seed (the running shop takes photos on the administration's product page)");
      const { importImages } = await import('./commands/importImages.ts');
      finish(await importImages(input, { ...options, displayName: input, maxBytes: options.maxSize }), options.json);
    });

  importCommand(imports, 'clients', "upsert clients into the shop's runtime database, matched by id, else code, else e-mail (CSV as accounting tools export them, or JSON; a plain-text password is refused, never shown; an imported client has no password until it sets one)", '.csv or .json file')
    .addOption(encodingOption())
    .option('--map <file>', 'mapping file (JSON): {"columns": {header: client field or null}}')
    .option('--save-map <file>', 'write the mapping this file was read with, to edit and pass to --map next time')
    .addOption(logOption())
    .option(...intoSeedOption)
    .option(...runtimeDirOption)
    .option(...sqlDirOption)
    .option(...shopOption)
    .option(...userOption)
    .option('--invite', 'send each new client an invitation e-mail: a single-use link, valid 7 days, to choose their password (through the shop\'s outbox)')
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions & RuntimeTargetOptions & { map?: string; saveMap?: string; invite?: boolean }>();
      if (options.invite && options.intoSeed) throw new UsageError("--invite sends e-mails from the shop's runtime database: not with --into-seed");
      existingInput(file);
      const mapping = options.map === undefined ? undefined : await readClientMappingFile(options.map);
      const { importClients } = await import('./commands/importClients.ts');
      const { runtimeClients, seedClients } = await import('./targets/clientTargets.ts');
      const importInto = (target: ClientTarget) => importClients(file, { ...options, target, mapping, logFile: options.log, displayName: file });
      const { importClientsThroughShop } = await import('./targets/throughShop.ts');
      const report = options.intoSeed
        ? await importInto(seedClients(options.dataDir))
        : await intoRuntime(options, async (db) => importInto(await runtimeClients(db, options.invite)), () => importClientsThroughShop(file, { ...options, mapping, displayName: file }));
      finish(report, options.json);
    });

  const listOption = () => new Option('--list <list>', 'the price list').choices(PRICE_LIST_IDS).makeOptionMandatory();
  imports
    .command('prices')
    .description("replace a price list's rules, net prices and quantity breaks with a CSV's (type;scope;target;min_quantity;price_ht;percent_off, docs/pricing.md): nothing is written when a line is bad unless --force-valid-rows")
    .argument('<file>', '.csv file')
    .addOption(listOption())
    .option('--dry-run', 'check and report without writing')
    .option('--force-valid-rows', 'write the good lines even when others are bad (the bad ones are left out)')
    .option('--json', 'print the report as JSON on standard output')
    .addOption(encodingOption())
    .option(...runtimeDirOption)
    .option(...sqlDirOption)
    .option(...shopOption)
    .option(...userOption)
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions & RuntimeTargetOptions & { list: PriceListId; forceValidRows?: boolean }>();
      existingInput(file);
      const { importPrices } = await import('./commands/prices.ts');
      const report = await importPrices(file, options.list, { ...options, displayName: file, dryRun: options.dryRun ?? false, forceValidRows: options.forceValidRows ?? false });
      finish(report, options.json);
      if (!report.written && !report.dryRun && !options.json) output.err('nothing written: fix the lines above, or give --force-valid-rows to write the good ones\n');
    });

  const prices = program.command('prices').description("the terms of trade in the shop's runtime database (DATABASE_URL, else the embedded one, else through the running shop)");
  prices
    .command('review')
    .description('the wholesaler clause: move each Revendeur / Grossiste client whose average monthly turnover HT over the last 12 months is under 100 EUR to Professionnel, with a notification (the API also runs it monthly)')
    .option('--dry-run', 'list who would move, with their figure, without writing')
    .option(...runtimeDirOption)
    .option(...sqlDirOption)
    .option(...shopOption)
    .option(...userOption)
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & RuntimeTargetOptions & { dryRun?: boolean }>();
      const { reviewLines, reviewPrices } = await import('./commands/prices.ts');
      const dryRun = options.dryRun ?? false;
      output.out(reviewLines(await reviewPrices({ ...options, dryRun }), dryRun));
    });

  const template = program.command('template').description('write an empty file to fill in');
  template
    .command('products')
    .description('an empty products CSV with every accepted column, in the data/products.csv format')
    .option('--out <file>', 'output file (default: standard output)')
    .addHelpText('after', acceptedColumnsHelp())
    .action(async (options: { out?: string }) => {
      const csv = catalogueCsv([]);
      if (options.out) await writeFile(options.out, csv);
      else output.out(csv);
    });

  /** The SQL database the commands work on: `DATABASE_URL`, else the embedded folder (`--sql-dir`). */
  const sqlOption = ['--sql-dir <dir>', 'embedded SQL database folder, used when DATABASE_URL is not set', process.env['OTECH_SQL_DIR'] ?? DEFAULT_SQL_DIR] as const;
  program
    .command('db')
    .description('the SQL runtime database')
    .command('migrate')
    .description('bring the SQL database schema up to date (DATABASE_URL, else the embedded folder)')
    .option(...sqlOption)
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string }>();
      const { describeLocation, migrateSqlDb, sqlLocation } = await import('@otech/api/seed');
      const location = sqlLocation(process.env, options.sqlDir);
      const applied = await migrateSqlDb(location);
      output.out(`${describeLocation(location)}: ${applied.length === 0 ? 'schema up to date' : `applied ${applied.join(', ')}`}\n`);
    });

  const staff = program.command('staff').description('staff accounts of the runtime database (DATABASE_URL, else the embedded folder)');
  staff
    .command('list')
    .description('list the staff: e-mail, name, role, active or deactivated')
    .option(...sqlOption)
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string }>();
      const { listStaff, sqlLocation } = await import('@otech/api/seed');
      const { staffLine } = await import('./commands/staff.ts');
      for (const member of await listStaff(sqlLocation(process.env, options.sqlDir), options.dataDir)) output.out(staffLine(member));
    });
  staff
    .command('add')
    .description('add a staff member who signs in with their e-mail; prints their first password once')
    .argument('<email>', 'e-mail address, also the sign-in name')
    .requiredOption('--name <name>', 'first and last name')
    .addOption(new Option('--role <role>', 'what they may do (docs/staff.md)').choices(['administrateur', 'commercial', 'comptabilite', 'logistique']).makeOptionMandatory())
    .option(...sqlOption)
    .action(async (email: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string; name: string; role: string }>();
      const { newStaffMember, staffLine } = await import('./commands/staff.ts');
      const member = newStaffMember(email, options.name, options.role);
      const { addStaff, sqlLocation, StaffEmailTakenError } = await import('@otech/api/seed');
      try {
        output.out(staffLine(await addStaff(sqlLocation(process.env, options.sqlDir), options.dataDir, member)));
        output.out(`first password (shown once; the member changes it after signing in): ${member.password}\n`);
      } catch (error) {
        if (error instanceof StaffEmailTakenError) throw new UsageError(`${member.email}: another staff member already has this e-mail`);
        throw error;
      }
    });
  staff
    .command('deactivate')
    .description('deactivate a staff member (user name or e-mail): their sessions end at once')
    .argument('<login>', 'user name or e-mail')
    .option(...sqlOption)
    .action(async (login: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string }>();
      const { deactivateStaff, LastAdministrateurError, sqlLocation } = await import('@otech/api/seed');
      const { staffLine } = await import('./commands/staff.ts');
      try {
        const member = await deactivateStaff(sqlLocation(process.env, options.sqlDir), options.dataDir, login);
        if (!member) throw new UsageError(`${login}: no staff member signs in with this name or e-mail`);
        output.out(staffLine(member));
      } catch (error) {
        if (error instanceof LastAdministrateurError) throw new UsageError(`${login}: the last active administrateur cannot be deactivated`);
        throw error;
      }
    });

  const seed = program.command('seed').description('the runtime database built from the data folder');
  seed
    .command('build')
    .description('fill the runtime SQL database from the data folder, its schema brought up to date first (what npm start does when it is empty): DATABASE_URL, else the embedded folder')
    .option('--force', 'rebuild even if it is seeded (drops every write made through the API)')
    .option('--runtime-dir <dir>', 'runtime folder: the embedded database is its sql/ folder unless --sql-dir says otherwise', process.env['OTECH_DB_DIR'] ?? DEFAULT_RUNTIME_DIR)
    .option('--sql-dir <dir>', 'embedded SQL database folder, used when DATABASE_URL is not set', process.env['OTECH_SQL_DIR'])
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { force?: boolean; runtimeDir: string; sqlDir?: string }>();
      const { buildSqlDb, describeLocation, formatSeedProblem, sqlLocation } = await import('@otech/api/seed');
      const location = sqlLocation(process.env, options.sqlDir ?? path.join(options.runtimeDir, 'sql'));
      const where = describeLocation(location);
      const result = await buildSqlDb({ dataDir: options.dataDir, location, force: options.force ?? false });
      if (!result.built) {
        output.out(`${where}: the runtime database exists; --force rebuilds it\n`);
        return;
      }
      for (const problem of result.problems) output.err(`${formatSeedProblem(problem)}\n`);
      const { products, rayons, clients, admins } = result.counts;
      output.out(`${where}: built with ${products} products, ${rayons} rayons, ${clients} clients, ${admins} admins; ${result.problems.length} records left out\n`);
      if (result.problems.length > 0) exitCode = EXIT.rejected;
    });
  seed
    .command('check')
    .description('validate every data file and the links between them; list the clients without a password hash')
    .option('--json', 'print the report as JSON')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { json?: boolean }>();
      const { seedCheck } = await import('./commands/seedCheck.ts');
      const report = await seedCheck(options.dataDir);
      if (options.json) output.out(`${JSON.stringify(report, null, 2)}\n`);
      else {
        for (const problem of report.problems) output.err(`${problem}\n`);
        output.out(`${report.problems.length} problems\n`);
        output.out(`clients without hash_password (demo fallback passwords only): ${report.clientsWithoutHash.join(', ') || 'none'}\n`);
      }
      if (report.problems.length > 0) exitCode = EXIT.rejected;
    });

  const exportCommand = program.command('export').description('export records for other software');
  exportCommand
    .command('prices')
    .description('a price list as the CSV otech import prices reads (semicolons, UTF-8 for a French spreadsheet)')
    .addOption(listOption())
    .option('-o, --out <file>', 'file to write (default: standard output)')
    .option(...runtimeDirOption)
    .option(...sqlDirOption)
    .option(...shopOption)
    .option(...userOption)
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & RuntimeTargetOptions & { list: PriceListId; out?: string }>();
      const { exportPrices } = await import('./commands/prices.ts');
      const csv = await exportPrices(options.list, options);
      if (!options.out) {
        output.out(csv);
        return;
      }
      await writeFile(options.out, csv);
      output.err(`${options.out}: price list ${options.list} written\n`);
    });
  exportCommand
    .command('invoices')
    .description('the invoices and credit notes issued in a period, for the accountant: sales journal (csv), FEC file (fec) or their Factur-X files (zip); DATABASE_URL, else the embedded folder')
    .requiredOption('--from <day>', 'first day of the period, YYYY-MM-DD', isoDayOption)
    .requiredOption('--to <day>', 'last day of the period (included), YYYY-MM-DD', isoDayOption)
    .addOption(new Option('--format <format>', 'what to write').choices(INVOICES_EXPORT_FORMATS).default('csv'))
    .option('-o, --out <file>', 'file to write (default: standard output; a zip needs a file)')
    .option(...sqlOption)
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { from: string; to: string; format: InvoicesExportFormat; out?: string; sqlDir: string }>();
      if (options.to < options.from) throw new UsageError(`--to ${options.to}: expected a day on or after --from ${options.from}`);
      if (options.format === 'zip' && !options.out) throw new UsageError('--format zip: give the file to write with -o');
      const { sqlLocation } = await import('@otech/api/seed');
      const { exportInvoicesFrom } = await import('@otech/api/exports');
      const file = await exportInvoicesFrom(sqlLocation(process.env, options.sqlDir), { from: options.from, to: options.to, format: options.format });
      if (!options.out) {
        output.out(file.body.toString('utf8'));
        return;
      }
      await writeFile(options.out, file.body);
      output.err(`${options.out}: ${options.format} export of ${options.from} to ${options.to} written (${file.body.length} bytes)\n`);
    });

  const generate = program.command('generate').description('write deterministic sample data');
  generate
    .command('products')
    .description('write a generated catalogue CSV in the data/products.csv format')
    .requiredOption('--count <n>', 'number of products', positiveInteger)
    .option('--out <file>', 'output file (default: standard output)')
    .option('--seed <n>', 'seed of the generator (default: the sample\'s)', positiveInteger)
    .option('--images <dir>', 'also write every product\'s pictures (front and back, HD and thumbnail) under <dir>/<reference>/')
    .action(async (options: { count: number; out?: string; seed?: number; images?: string }) => {
      const [{ generateProducts }, { createRng }, { SAMPLE_SEED, stageProductPictures }, { StagedWrites }] = await Promise.all([
        import('./sample/catalogue.ts'),
        import('./sample/prng.ts'),
        import('./sample/writeSample.ts'),
        import('./io/stagedWrites.ts'),
      ]);
      const products = generateProducts(options.count, createRng(options.seed ?? SAMPLE_SEED));
      const csv = catalogueCsv(products.map(productToRow));
      if (options.images) {
        const writes = new StagedWrites();
        await stageProductPictures(products, options.images, writes);
        await writes.commit();
      }
      if (options.out) await writeFile(options.out, csv);
      else output.out(csv);
    });
  generate
    .command('sample')
    .description('rewrite the whole committed sample (products, rayons, clients, records, images) into the data folder')
    .action(async (_options: unknown, command: Command) => {
      const { dataDir } = globals(command);
      const { writeSample } = await import('./sample/writeSample.ts');
      const { files } = await writeSample(dataDir);
      output.out(`${path.relative(process.cwd(), dataDir) || '.'}: ${files} files written\n`);
    });

  const stopHandling = runOptions.handleSignals ? handleInterrupts(output, () => stopProgress()) : () => undefined;
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (error instanceof UsageError) {
      output.err(`error: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof DataFileError) {
      output.err(`error: ${error.message}\n`);
      return EXIT.rejected;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && ['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'EPERM'].includes(code)) {
      output.err(`error: ${(error as Error).message}\n`);
      return EXIT.usage;
    }
    // A bug of ours: one line for staff, the stack on demand for whoever fixes it.
    const detail = process.env['OTECH_DEBUG'] ? `\n${(error as Error).stack ?? ''}` : ' (internal error; OTECH_DEBUG=1 prints the stack trace)';
    output.err(`error: ${error instanceof Error ? error.message : String(error)}${detail}\n`);
    return EXIT.rejected;
  } finally {
    stopHandling();
  }
  return exitCode;
}
