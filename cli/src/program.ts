import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { commandContext } from './groups/context.ts';
import { addDbCommands } from './groups/db.ts';
import { addExportCommands } from './groups/export.ts';
import { addGenerateCommands } from './groups/generate.ts';
import { addImportCommands } from './groups/import.ts';
import { addPricesCommands } from './groups/prices.ts';
import { addSeedCommands } from './groups/seed.ts';
import { addStaffCommands } from './groups/staff.ts';
import { addTemplateCommands } from './groups/template.ts';
import { DEFAULT_DATA_DIR, REPO } from './io/dataDir.ts';
import { DataFileError } from './io/dataFiles.ts';
import { handleInterrupts } from './io/interrupt.ts';
import { EXIT, UsageError } from './report.ts';
import type { Output } from './report.ts';

const processOutput: Output = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/** The command groups, each in its own file under groups/, in the order `otech --help` lists them. */
const COMMAND_GROUPS = [addImportCommands, addPricesCommands, addTemplateCommands, addDbCommands, addStaffCommands, addSeedCommands, addExportCommands, addGenerateCommands];

export interface RunOptions {
  /** Ctrl-C handling of the `otech` binary (cli/bin/otech.mjs); tests run commands in-process without it. */
  handleSignals?: boolean;
}

/**
 * The `otech` program. Returns the exit code instead of exiting, so tests run it in-process:
 * 0 all rows passed, 1 some rows rejected (or a data file is broken), 2 a bad invocation.
 */
export async function run(argv: readonly string[], output: Output = processOutput, runOptions: RunOptions = {}): Promise<number> {
  const { context, exitCode, stopProgress } = commandContext(output);
  const program = new Command('otech')
    .description('OTECH shop staff tool: import catalogue, images and clients into data/, build the seed')
    .version(JSON.parse(readFileSync(path.join(REPO, 'cli/package.json'), 'utf8')).version, '-V, --version', 'print the version of otech')
    .option('--data-dir <dir>', 'data folder to read and write', DEFAULT_DATA_DIR)
    .configureOutput({ writeOut: output.out, writeErr: output.err })
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    .showHelpAfterError();
  for (const addCommands of COMMAND_GROUPS) addCommands(program, context);

  const stopHandling = runOptions.handleSignals ? handleInterrupts(output, stopProgress) : () => undefined;
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
  return exitCode();
}
