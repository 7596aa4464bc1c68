import { writeFile } from 'node:fs/promises';
import { csvLine } from '@otech/domain/catalogue-import';
import type { RejectedRow } from '@otech/domain/catalogue-import';

export type { RejectedRow };

/** Columns the log adds after the file's own; an import of the fixed log ignores them silently. */
export const LOG_COLUMNS = ['otech_line', 'otech_errors'] as const;

/**
 * `--log errors.csv`: the rejected rows as they were in the input (same header, same delimiter),
 * each followed by its line and its reasons, so staff fix the cells and import the log itself.
 * UTF-8 with a BOM, which Excel opens without asking.
 */
export async function writeRejectedRows(file: string, header: readonly string[], rows: readonly RejectedRow[], delimiter: string): Promise<void> {
  let text = `\ufeff${csvLine([...header, ...LOG_COLUMNS], delimiter)}`;
  for (const row of rows) text += csvLine([...header.map((_, i) => row.cells[i] ?? ''), String(row.line ?? ''), row.reasons.join(' | ')], delimiter);
  await writeFile(file, text);
}
