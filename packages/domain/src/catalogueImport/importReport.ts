/** A row or file refused, by file, line and column, with the reason in English (the CLI's language). */
export interface Rejection {
  file: string;
  /** Absent for inputs that have no lines (an image file). */
  line?: number;
  column: string;
  reason: string;
}

/** Something staff should know that did not stop the row: a field left out, a default applied. */
export interface Warning {
  file: string;
  line?: number;
  column?: string;
  reason: string;
}

/** What an import did or would do, row by row: the CLI prints it, the administration shows it. */
export interface ImportTally {
  created: number;
  updated: number;
  skipped: number;
  /** Rows (or records, or images) refused; one may carry several rejections. */
  rejected: number;
  rejections: Rejection[];
  warnings: Warning[];
}
