/*
 * "Commande rapide" (issue 22): what the customer pastes or sends, read as rows of "référence ou
 * EAN ; quantité", each with the line of the paste or the file it came from.
 */

/** Lines a paste or a file may hold: a cart holds 200 different products, a paste may repeat some. */
export const QUICK_ORDER_MAX_LINES = 500;
/** Characters of a paste: QUICK_ORDER_MAX_LINES lines of a reference, a separator and a quantity, with room. */
export const QUICK_ORDER_MAX_CHARS = QUICK_ORDER_MAX_LINES * 100;
/** Bytes of a CSV or XLSX file sent for a quick order. */
export const QUICK_ORDER_FILE_MAX_BYTES = 1024 * 1024;

/** One line of the paste or the file: its number there, the reference or EAN and the quantity as written. */
export interface QuickOrderRow {
  line: number;
  code: string;
  quantity: string;
}

/** What a spreadsheet's first row says when it names the columns: "Référence", "EAN", "Code article"… */
const HEADER_CODE = /r[ée]f|ean|code|article|produit|sku/i;
const DIGIT = /\d/;

/**
 * A first row naming its columns is not an order line: its first cell names the code and its
 * quantity cell holds no digit ("Quantité", "Qté", blank). "REF001;2,5" is an order line, its
 * quantity refused by line, never dropped as a header.
 */
function isHeader(row: QuickOrderRow): boolean {
  return !DIGIT.test(row.quantity) && HEADER_CODE.test(row.code);
}

/**
 * Rows of cells (a CSV or XLSX file, numbered by the caller) as quick-order rows: the first two
 * cells, the header left out, blank rows skipped.
 */
export function quickOrderRowsOfCells(records: readonly { line: number; cells: readonly string[] }[]): QuickOrderRow[] {
  const rows = records
    .map(({ line, cells }) => ({ line, code: (cells[0] ?? '').trim(), quantity: (cells[1] ?? '').trim() }))
    .filter((row) => row.code !== '' || row.quantity !== '');
  const [first] = rows;
  return first && isHeader(first) ? rows.slice(1) : rows;
}

/**
 * The separators of a pasted line, first found wins: ";" as typed, a tab as a spreadsheet copies,
 * "," as a CSV. One per line, so "VP00001;2,5" keeps "2,5" as its quantity, refused, never read as 2.
 */
const SEPARATORS = [';', '\t', ','] as const;
/** "VP00001 12": a reference and a quantity typed with a space between. */
const SPACED = /^(\S+)\s+(\d+)$/;

function cellsOf(text: string): string[] {
  const separator = SEPARATORS.find((each) => text.includes(each));
  if (separator) return text.split(separator);
  const spaced = SPACED.exec(text);
  return spaced ? [spaced[1] ?? '', spaced[2] ?? ''] : [text];
}

/** Pasted text as rows, each numbered with its line in the paste (1 for the first). */
export function parseQuickOrderText(text: string): QuickOrderRow[] {
  return quickOrderRowsOfCells(text.split(/\r\n|\r|\n/).map((line, index) => ({ line: index + 1, cells: cellsOf(line.trim()) })));
}

/** The lines of a paste that hold something, counted before the paste is read (the API's limit). */
export function quickOrderLineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}
