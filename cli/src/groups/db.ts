import type { Command } from 'commander';
import type { CommandContext, GlobalOptions } from './context.ts';
import { sqlOption } from './options.ts';

/** `otech db migrate`: the SQL runtime database's schema. */
export function addDbCommands(program: Command, context: CommandContext): void {
  const { output } = context;
  program
    .command('db')
    .description('the SQL runtime database')
    .command('migrate')
    .description('bring the SQL database schema up to date (DATABASE_URL, else the embedded folder)')
    .option(...sqlOption())
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { sqlDir: string }>();
      const { describeLocation, migrateSqlDb, sqlLocation } = await import('@otech/api/seed');
      const location = sqlLocation(process.env, options.sqlDir);
      const applied = await migrateSqlDb(location);
      output.out(`${describeLocation(location)}: ${applied.length === 0 ? 'schema up to date' : `applied ${applied.join(', ')}`}\n`);
    });

}
