import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { catalogueCsv } from '@otech/domain/catalogue-import';
import type { CommandContext } from './context.ts';
import { acceptedColumnsHelp } from './options.ts';

/** `otech template products`: an empty file to fill in. */
export function addTemplateCommands(program: Command, context: CommandContext): void {
  const { output } = context;
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

}
