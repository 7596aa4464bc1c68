import type { Command } from 'commander';
import type { CommandContext, GlobalOptions } from './context.ts';
import { runtimeDirOption, shopOption, sqlDirOption, userOption, type RuntimeTargetOptions } from './options.ts';

/** `otech prices review`: the terms of trade of the runtime database. */
export function addPricesCommands(program: Command, context: CommandContext): void {
  const { output } = context;
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
      const { reviewLines, reviewPrices } = await import('../commands/prices.ts');
      const dryRun = options.dryRun ?? false;
      output.out(reviewLines(await reviewPrices({ ...options, dryRun }), dryRun));
    });

}
