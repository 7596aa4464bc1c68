/** Exit codes of every command (cli/README.md). */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const;

/** A bad invocation (missing file, unknown option value): exit code 2, nothing read or written. */
export class UsageError extends Error {}

export interface Rejection {
  file: string;
  /** Absent for inputs that have no lines (an image file). */
  line?: number;
  column: string;
  reason: string;
}

export interface ImportReport {
  command: string;
  file: string;
  created: number;
  updated: number;
  skipped: number;
  /** Rows (or records, or images) refused; one may carry several rejections. */
  rejected: number;
  rejections: Rejection[];
  warnings: string[];
  dryRun: boolean;
  written: boolean;
}

export function newReport(command: string, file: string, dryRun: boolean): ImportReport {
  return { command, file, created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [], dryRun, written: false };
}

export function rejectionLine(rejection: Rejection): string {
  const where = rejection.line === undefined ? rejection.file : `${rejection.file}:${rejection.line}`;
  return `${where}: ${rejection.column}: ${rejection.reason}`;
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export function printReport(report: ImportReport, output: Output, json: boolean): void {
  if (json) {
    output.out(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  for (const warning of report.warnings) output.err(`warning: ${warning}\n`);
  for (const rejection of report.rejections) output.err(`${rejectionLine(rejection)}\n`);
  const note = report.dryRun ? ' (dry run, nothing written)' : report.written ? '' : ' (nothing written)';
  output.out(
    `${report.file}: ${report.created} created, ${report.updated} updated, ${report.skipped} skipped, ${report.rejected} rejected${note}\n`,
  );
}

export function exitCodeOf(report: ImportReport): number {
  return report.rejected > 0 || report.rejections.length > 0 ? EXIT.rejected : EXIT.ok;
}
