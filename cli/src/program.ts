import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import cliProgress from 'cli-progress';
import { importClients } from './commands/importClients.ts';
import { DEFAULT_MAX_IMAGE_BYTES, importImages } from './commands/importImages.ts';
import { importProducts } from './commands/importProducts.ts';
import { seedCheck } from './commands/seedCheck.ts';
import { catalogueCsv, productToRow } from './csv/productRows.ts';
import type { TextEncoding } from './csv/readTable.ts';
import { buildRuntimeDb, formatSeedProblem } from '@otech/api/seed';
import { DEFAULT_DATA_DIR, DEFAULT_RUNTIME_DIR } from './io/dataDir.ts';
import { DataFileError } from './io/dataFiles.ts';
import { StagedWrites } from './io/stagedWrites.ts';
import { EXIT, exitCodeOf, printReport, UsageError } from './report.ts';
import type { ImportReport, Output } from './report.ts';
import { generateProducts } from './sample/catalogue.ts';
import { createRng } from './sample/prng.ts';
import { SAMPLE_SEED, stageProductPictures, writeSample } from './sample/writeSample.ts';

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
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number of 0 or more');
  return n;
}

function encodingOption(): Option {
  return new Option('--encoding <encoding>', 'text encoding of the file (default: detected)').choices(['utf-8', 'windows-1252']);
}

function existingInput(file: string): string {
  if (!existsSync(file)) throw new UsageError(`${file}: no such file or directory`);
  return file;
}

/** A progress bar on stderr for long imports, only when a person watches a terminal. */
function progressFor(file: string, json: boolean | undefined): { onProgress?: (bytes: number) => void; stop: () => void } {
  const size = statSync(file).size;
  if (json || !process.stderr.isTTY || size < 1_000_000) return { stop: () => undefined };
  const bar = new cliProgress.SingleBar({ stream: process.stderr, format: 'importing {bar} {percentage}% | {value}/{total} bytes' }, cliProgress.Presets.shades_classic);
  bar.start(size, 0);
  return { onProgress: (bytes) => bar.update(bytes), stop: () => bar.stop() };
}

/**
 * The `otech` program. Returns the exit code instead of exiting, so tests run it in-process:
 * 0 all rows passed, 1 some rows rejected (or a data file is broken), 2 a bad invocation.
 */
export async function run(argv: readonly string[], output: Output = processOutput): Promise<number> {
  let exitCode: number = EXIT.ok;
  const finish = (report: ImportReport, json: boolean | undefined) => {
    printReport(report, output, json ?? false);
    exitCode = exitCodeOf(report);
  };

  const program = new Command('otech')
    .description('OTECH shop staff tool: import catalogue, images and clients into data/, build the seed')
    .option('--data-dir <dir>', 'data folder to read and write', DEFAULT_DATA_DIR)
    .configureOutput({ writeOut: output.out, writeErr: output.err })
    .exitOverride()
    .showHelpAfterError();
  const globals = (command: Command): GlobalOptions => command.optsWithGlobals<GlobalOptions>();

  const importCommand = program.command('import').description('import a file into the data folder');
  importCommand
    .command('products')
    .description('upsert products by reference into data/products.csv (CSV, ";" or "," delimited, UTF-8 or Windows-1252)')
    .argument('<file>', 'CSV file')
    .addOption(encodingOption())
    .option('--dry-run', 'check and report without writing')
    .option('--strict', 'write nothing when any row is rejected')
    .option('--json', 'print the report as JSON')
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions>();
      existingInput(file);
      const progress = progressFor(file, options.json);
      let report: ImportReport;
      try {
        report = await importProducts(file, { ...options, displayName: file, onProgress: progress.onProgress });
      } finally {
        progress.stop();
      }
      finish(report, options.json);
    });

  importCommand
    .command('images')
    .description('import product photos: a folder or files named <reference>[_AV|_AR].jpg|png, or base64 records (JSON or CSV of reference -> base64, data-URL prefix allowed)')
    .argument('<input>', 'image file, folder of images, or .json/.csv of base64 records')
    .option('--max-size <bytes>', 'largest accepted image', positiveInteger, DEFAULT_MAX_IMAGE_BYTES)
    .option('--dry-run', 'check and report without writing')
    .option('--strict', 'write nothing when any image is rejected')
    .option('--json', 'print the report as JSON')
    .action(async (input: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions & { maxSize: number }>();
      finish(await importImages(input, { ...options, displayName: input, maxBytes: options.maxSize }), options.json);
    });

  importCommand
    .command('clients')
    .description('upsert client records into data/clients.json (CSV or JSON; matched by id, else pseudo; a password column is stored only as hash_password)')
    .argument('<file>', '.csv or .json file')
    .addOption(encodingOption())
    .option('--dry-run', 'check and report without writing')
    .option('--strict', 'write nothing when any record is rejected')
    .option('--json', 'print the report as JSON')
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions>();
      finish(await importClients(existingInput(file), { ...options, displayName: file }), options.json);
    });

  const seed = program.command('seed').description('the runtime database built from the data folder');
  seed
    .command('build')
    .description('build the runtime database from the data folder (what npm start does when it is missing)')
    .option('--force', 'rebuild even if it exists (drops every write made through the API)')
    .option('--runtime-dir <dir>', 'runtime database folder', process.env['OTECH_DB_DIR'] ?? DEFAULT_RUNTIME_DIR)
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { force?: boolean; runtimeDir: string }>();
      const result = await buildRuntimeDb({ dataDir: options.dataDir, runtimeDir: options.runtimeDir, force: options.force ?? false });
      if (!result.built) {
        output.out(`${options.runtimeDir}: the runtime database exists; --force rebuilds it\n`);
        return;
      }
      for (const problem of result.problems) output.err(`${formatSeedProblem(problem)}\n`);
      const { products, rayons, clients, admins } = result.counts;
      output.out(`${options.runtimeDir}: built with ${products} products, ${rayons} rayons, ${clients} clients, ${admins} admins; ${result.problems.length} records left out\n`);
      if (result.problems.length > 0) exitCode = EXIT.rejected;
    });
  seed
    .command('check')
    .description('validate every data file and the links between them; list the clients without a password hash')
    .option('--json', 'print the report as JSON')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { json?: boolean }>();
      const report = await seedCheck(options.dataDir);
      if (options.json) output.out(`${JSON.stringify(report, null, 2)}\n`);
      else {
        for (const problem of report.problems) output.err(`${problem}\n`);
        output.out(`${report.problems.length} problems\n`);
        output.out(`clients without hash_password (demo fallback passwords only): ${report.clientsWithoutHash.join(', ') || 'none'}\n`);
      }
      if (report.problems.length > 0) exitCode = EXIT.rejected;
    });

  const generate = program.command('generate').description('write deterministic sample data');
  generate
    .command('products')
    .description('write a generated catalogue CSV in the data/products.csv format')
    .requiredOption('--count <n>', 'number of products', positiveInteger)
    .option('--out <file>', 'output file (default: standard output)')
    .option('--seed <n>', 'seed of the generator', positiveInteger, SAMPLE_SEED)
    .option('--images <dir>', 'also write every product\'s pictures (front and back, HD and thumbnail) under <dir>/<reference>/')
    .action(async (options: { count: number; out?: string; seed: number; images?: string }) => {
      const products = generateProducts(options.count, createRng(options.seed));
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
      const { files } = await writeSample(dataDir);
      output.out(`${path.relative(process.cwd(), dataDir) || '.'}: ${files} files written\n`);
    });

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
    throw error;
  }
  return exitCode;
}
