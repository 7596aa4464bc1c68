import type { PriceListId } from '@otech/domain';
import type { WeightUnit } from '@otech/domain/catalogue-import';
import { Option, type Command } from 'commander';
import { WEIGHT_UNITS } from '@otech/domain/catalogue-import';
import { readClientMappingFile, readMappingFile } from '../csv/mappingFile.ts';
import type { ClientTarget } from '../targets/clientTargets.ts';
import type { PhotoTarget } from '../targets/photoTargets.ts';
import type { ProductTarget } from '../targets/productTargets.ts';
import { intoRuntime } from '../targets/runtimeDatabase.ts';
import { UsageError } from '../report.ts';
import type { CommandContext, ImportOptions } from './context.ts';
import { acceptedColumnsHelp, encodingOption, EXIT_CODES_HELP, existingInput, importCommand, intoSeedOption, listOption, logOption, positiveInteger, runtimeDirOption, shopOption, sqlDirOption, userOption, type RuntimeTargetOptions } from './options.ts';

/** `otech import products|images|clients|prices`: files into the shop's runtime database, or the seed with --into-seed. */
export function addImportCommands(program: Command, context: CommandContext): void {
  const { output, finish, withProgress } = context;
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
      const { importProducts } = await import('../commands/importProducts.ts');
      const { runtimeProducts, seedProducts } = await import('../targets/productTargets.ts');
      const importInto = (target: ProductTarget) =>
        withProgress(file, options.json, (onProgress) => importProducts(file, { ...options, target, mapping, logFile: options.log, displayName: file, onProgress }));
      const { importProductsThroughShop } = await import('../targets/throughShop.ts');
      const report = options.intoSeed
        ? await importInto(seedProducts(options.dataDir))
        : await intoRuntime(options, (db) => importInto(runtimeProducts(db, file)), () => importProductsThroughShop(file, { ...options, mapping, displayName: file }));
      finish(report, options.json);
    });

  importCommand(imports, 'images', 'import product photos: a folder or files named <reference>[_AV|_AR].jpg|png, or base64 records (JSON or CSV of reference -> base64, data-URL prefix allowed)', 'image file, folder of images, or .json/.csv of base64 records')
    .option('--max-size <bytes>', 'largest accepted image (default: 5 MiB)', positiveInteger)
    .option(...intoSeedOption)
    .option(...runtimeDirOption)
    .option(...sqlDirOption)
    .option(...shopOption)
    .option(...userOption)
    .action(async (input: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportOptions & RuntimeTargetOptions & { maxSize?: number }>();
      const { importImages } = await import('../commands/importImages.ts');
      const { runtimePhotos, seedPhotos, shopPhotos } = await import('../targets/photoTargets.ts');
      const importInto = (target: PhotoTarget) => importImages(input, { ...options, target, displayName: input, maxBytes: options.maxSize });
      const report = options.intoSeed
        ? await importInto(seedPhotos(options.dataDir))
        : await intoRuntime(options, (db) => importInto(runtimePhotos(db, input)), () => importInto(shopPhotos(options)));
      finish(report, options.json);
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
      const { importClients } = await import('../commands/importClients.ts');
      const { runtimeClients, seedClients } = await import('../targets/clientTargets.ts');
      const importInto = (target: ClientTarget) => importClients(file, { ...options, target, mapping, logFile: options.log, displayName: file });
      const { importClientsThroughShop } = await import('../targets/throughShop.ts');
      const report = options.intoSeed
        ? await importInto(seedClients(options.dataDir))
        : await intoRuntime(options, async (db) => importInto(await runtimeClients(db, file, options.invite)), () => importClientsThroughShop(file, { ...options, mapping, displayName: file }));
      finish(report, options.json);
    });

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
      const { importPrices } = await import('../commands/prices.ts');
      const report = await importPrices(file, options.list, { ...options, displayName: file, dryRun: options.dryRun ?? false, forceValidRows: options.forceValidRows ?? false });
      finish(report, options.json);
      if (!report.written && !report.dryRun && !options.json) output.err('nothing written: fix the lines above, or give --force-valid-rows to write the good ones\n');
    });

}
