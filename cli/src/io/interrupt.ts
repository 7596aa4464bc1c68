import type { Output } from '../report.ts';

/**
 * Ctrl-C (SIGINT) or a plain kill (SIGTERM) while an import reads and checks its input stops the
 * process at once: nothing has been written yet. While the checked result is being written (the
 * commit), the signal is held until the last file is in place, so data/ never holds half an import;
 * the import then reports as usual.
 */
let committing = false;
let held: NodeJS.Signals | undefined;

export async function whileCommitting<T>(write: () => Promise<T>): Promise<T> {
  committing = true;
  try {
    return await write();
  } finally {
    committing = false;
  }
}

/** The signal received during the last commit, if any (and forgets it). */
export function takeHeldSignal(): NodeJS.Signals | undefined {
  const signal = held;
  held = undefined;
  return signal;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
const EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Installs the process's signal handling for one command run by the `otech` binary; returns the
 * uninstaller. `restoreTerminal` stops what draws on the terminal (the progress bar) and says
 * whether it ended the line; otherwise the message starts on a new line, after the terminal's `^C`.
 */
export function handleInterrupts(output: Output, restoreTerminal: () => boolean): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (committing) {
      if (held === undefined) output.err(`\n${signal === 'SIGINT' ? 'interrupt' : signal} received while writing: finishing the import first\n`);
      held = signal;
      return;
    }
    output.err(`${restoreTerminal() ? '' : '\n'}interrupted, nothing written\n`);
    process.exit(EXIT_CODES[signal] ?? 130);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}
