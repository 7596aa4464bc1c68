import { statSync } from 'node:fs';
import type { ReadProgress } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/textEncodings.ts';
import { takeHeldSignal } from '../io/interrupt.ts';
import { EXIT, exitCodeOf, printReport } from '../report.ts';
import type { ImportReport, Output } from '../report.ts';

export interface GlobalOptions {
  dataDir: string;
}

export interface ImportOptions extends GlobalOptions {
  dryRun?: boolean;
  strict?: boolean;
  json?: boolean;
  encoding?: TextEncoding;
  log?: string;
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

/** What the command groups share with the program that runs them: where they print, and the exit code. */
export interface CommandContext {
  output: Output;
  /** Prints an import's report and sets the exit code from it. */
  finish(report: ImportReport, json: boolean | undefined): void;
  /** Runs an import with a progress bar when a person watches a terminal. */
  withProgress(file: string, json: boolean | undefined, work: (onProgress?: (progress: ReadProgress) => void) => Promise<ImportReport>): Promise<ImportReport>;
  setExitCode(code: number): void;
}

/** The context of one run, with the exit code the commands set and the progress bar Ctrl-C stops. */
export function commandContext(output: Output) {
  let exitCode: number = EXIT.ok;
  /** Stops the progress bar; true when one was drawing (its line is then ended). */
  let stopProgress = () => false;
  const context: CommandContext = {
    output,
    finish(report, json) {
      printReport(report, output, json ?? false);
      if (takeHeldSignal() !== undefined) output.err('the interrupt came while writing: the import was completed first\n');
      exitCode = exitCodeOf(report);
    },
    async withProgress(file, json, work) {
      const progress = await progressFor(file, json);
      stopProgress = progress.stop;
      try {
        return await work(progress.onProgress);
      } finally {
        progress.stop();
      }
    },
    setExitCode(code) {
      exitCode = code;
    },
  };
  return { context, exitCode: () => exitCode, stopProgress: () => stopProgress() };
}
