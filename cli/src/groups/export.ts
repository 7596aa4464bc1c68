import { writeFile } from 'node:fs/promises';
import { Option, type Command } from 'commander';
import { INVOICES_EXPORT_FORMATS } from '@otech/domain';
import type { InvoicesExportFormat, PriceListId } from '@otech/domain';
import { UsageError } from '../report.ts';
import type { CommandContext, GlobalOptions } from './context.ts';
import { isoDayOption, listOption, runtimeDirOption, shopOption, sqlDirOption, sqlOption, userOption, type RuntimeTargetOptions } from './options.ts';

/** `otech export prices|invoices`: records for other software. */
export function addExportCommands(program: Command, context: CommandContext): void {
  const { output } = context;
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
      const { exportPrices } = await import('../commands/prices.ts');
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
    .option(...sqlOption())
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

}
