/** Exit codes of every command (cli/README.md). */
export const EXIT = { ok: 0, rejected: 1, usage: 2, interrupted: 130 } as const;

/** A bad invocation (missing file, unknown option value, not a CSV): exit code 2, nothing written. */
export class UsageError extends Error {}

import type { ImportTally, Rejection, Warning } from '@otech/domain/catalogue-import';


export interface ImportReport extends ImportTally {
  command: string;
  file: string;
  /** How a text file was read (products and clients CSV). */
  encoding?: string;
  delimiter?: string;
  dryRun: boolean;
  written: boolean;
  /** `import clients --invite`: invitation e-mails queued for the new clients. */
  invited?: number;
  /** `import products`: products imported hidden, inactive in the file (État, Published, Status). */
  hidden?: number;
  /** `import products` with image addresses, written: the photos stored and those not (named in the warnings). */
  photos?: { stored: number; notStored: number };
}

export function newReport(command: string, file: string, dryRun: boolean): ImportReport {
  return { command, file, created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [], dryRun, written: false };
}

function where(notice: { file: string; line?: number | undefined; column?: string | undefined }): string {
  const place = notice.line === undefined ? notice.file : `${notice.file}:${notice.line}`;
  return notice.column === undefined ? place : `${place}: ${notice.column}`;
}

function rejectionLine(rejection: Rejection): string {
  return `${where(rejection)}: ${rejection.reason}`;
}

function warningLine(warning: Warning): string {
  return `warning: ${where(warning)}: ${warning.reason}`;
}

const DELIMITER_NAMES: Record<string, string> = { ';': '";"', ',': '","', '\t': 'tab' };
const ENCODING_NAMES: Record<string, string> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252', macintosh: 'Mac Roman' };

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export function printReport(report: ImportReport, output: Output, json: boolean): void {
  if (json) {
    output.out(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  for (const warning of report.warnings) output.err(`${warningLine(warning)}\n`);
  for (const rejection of report.rejections) output.err(`${rejectionLine(rejection)}\n`);
  if (report.encoding !== undefined && report.delimiter !== undefined) {
    output.out(`${report.file}: read as ${ENCODING_NAMES[report.encoding] ?? report.encoding}, delimiter ${DELIMITER_NAMES[report.delimiter] ?? report.delimiter}\n`);
  }
  const note = report.dryRun ? ' (dry run, nothing written)' : report.written ? '' : ' (nothing written)';
  const warnings = report.warnings.length > 0 ? `, ${report.warnings.length} warning${report.warnings.length > 1 ? 's' : ''}` : '';
  const hidden = report.hidden === undefined ? '' : `, ${report.hidden} hidden (inactive in the file)`;
  const invited = report.invited === undefined ? '' : `, ${report.invited} invited by e-mail`;
  const photos = report.photos === undefined ? '' : `, ${report.photos.stored} photo${report.photos.stored === 1 ? '' : 's'} stored (${report.photos.notStored} not)`;
  output.out(
    `${report.file}: ${report.created} created, ${report.updated} updated, ${report.skipped} skipped, ${report.rejected} rejected${hidden}${invited}${photos}${warnings}${note}\n`,
  );
}

export function exitCodeOf(report: ImportReport): number {
  return report.rejected > 0 || report.rejections.length > 0 ? EXIT.rejected : EXIT.ok;
}
