/** The byte order mark that makes a French spreadsheet read the file as UTF-8 (accents intact). */
export const UTF8_BOM = '\uFEFF';
/** The separator a French spreadsheet expects. */
const SEPARATOR = ';';

/** What a spreadsheet reads as the start of a formula (or, for tab and CR, a cell that shifts into one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the exports write it (`-12,50`, `3`): a value, never a formula, left as it is. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * One cell of a CSV a spreadsheet opens. A text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'` (issue 27, OWASP's CSV injection advice): a customer's
 * company name `=HYPERLINK(…)` is shown as text, never run as a formula on a staff member's
 * machine. A cell holding the separator, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function spreadsheetCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as a CSV for a French spreadsheet: UTF-8 with its BOM, semicolons, CRLF line ends, every cell through spreadsheetCell. */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(spreadsheetCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
