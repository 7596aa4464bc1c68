import path from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_RUNTIME_DIR } from '../io/dataDir.ts';
import { EXIT } from '../report.ts';
import type { CommandContext, GlobalOptions } from './context.ts';

/** `otech seed build|check`: the runtime database built from the data folder, and the folder's check. */
export function addSeedCommands(program: Command, context: CommandContext): void {
  const { output, setExitCode } = context;
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
      if (result.problems.length > 0) setExitCode(EXIT.rejected);
    });
  seed
    .command('check')
    .description('validate every data file and the links between them; list the clients without a password hash')
    .option('--json', 'print the report as JSON')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & { json?: boolean }>();
      const { seedCheck } = await import('../commands/seedCheck.ts');
      const report = await seedCheck(options.dataDir);
      if (options.json) output.out(`${JSON.stringify(report, null, 2)}\n`);
      else {
        for (const problem of report.problems) output.err(`${problem}\n`);
        output.out(`${report.problems.length} problems\n`);
        output.out(`clients without hash_password (demo fallback passwords only): ${report.clientsWithoutHash.join(', ') || 'none'}\n`);
      }
      if (report.problems.length > 0) setExitCode(EXIT.rejected);
    });

}
