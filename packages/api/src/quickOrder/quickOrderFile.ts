import ExcelJS from 'exceljs';
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES, quickOrderRowsOfCells } from '@otech/domain';
import type { QuickOrderRow } from '@otech/domain';
import { HttpError } from '../http/errors.ts';
import { readUploadedCsv, UploadedCsvError } from '../catalogue/uploadedCsv.ts';
import { workbookInflatedWithin, WorkbookTooLarge } from './inflatedWorkbook.ts';

/* The file a customer sends to "Commande rapide" (issue 22): a CSV or an XLSX workbook, "référence ou EAN" then "quantité". */

export const QUICK_ORDER_FILE_MESSAGES = {
  empty: 'Le fichier est vide',
  tooLarge: 'Fichier trop volumineux : 1 Mo au plus',
  unreadableXlsx: 'Classeur XLSX illisible : enregistrez-le à nouveau depuis votre tableur, ou collez les lignes',
  xlsxTooLarge: 'Classeur XLSX trop volumineux une fois décompressé : 10 Mo au plus (500 lignes au plus par commande rapide)',
  unreadableCsv: (line: number) => `Fichier CSV illisible à la ligne ${line} : vérifiez les guillemets, ou collez les lignes`,
} as const;

/** An XLSX file is a ZIP archive: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** A cell as the customer sees it: a number as its digits (an EAN typed as a number keeps all 13), a formula by its result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) return cellText(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  return String(value);
}

/**
 * What a workbook may weigh inflated: 500 lines of two cells take some 100 KB of XML; the rest is
 * room for styles and a logo. Counted on the bytes actually inflated, before ExcelJS reads anything.
 */
const XLSX_MAX_UNCOMPRESSED_BYTES = 10 * 1024 * 1024;

/** The first sheet's rows, numbered as the spreadsheet shows them. */
async function xlsxRecords(bytes: Buffer): Promise<{ line: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load((await workbookInflatedWithin(bytes, XLSX_MAX_UNCOMPRESSED_BYTES)) as unknown as ArrayBuffer);
  } catch (error) {
    throw new HttpError(400, error instanceof WorkbookTooLarge ? QUICK_ORDER_FILE_MESSAGES.xlsxTooLarge : QUICK_ORDER_FILE_MESSAGES.unreadableXlsx);
  }
  const sheet = workbook.worksheets[0];
  const records: { line: number; cells: string[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => records.push({ line: row.number, cells: [cellText(row.getCell(1).value), cellText(row.getCell(2).value)] }));
  return records;
}

function csvRecords(bytes: Buffer): { line: number; cells: string[] }[] {
  try {
    const table = readUploadedCsv(bytes);
    // readUploadedCsv sets the first row apart as a header: here it may be an order line, and the rule decides.
    return table.header ? [{ line: 1, cells: table.header }, ...table.rows] : [];
  } catch (error) {
    if (error instanceof UploadedCsvError) throw new HttpError(400, QUICK_ORDER_FILE_MESSAGES.unreadableCsv(error.line));
    throw error;
  }
}

/** The quick-order rows of a sent CSV or XLSX file; a 400 in French for a file that cannot be read or holds too many lines. */
export async function quickOrderRowsOfFile(bytes: Buffer): Promise<QuickOrderRow[]> {
  if (bytes.length === 0) throw new HttpError(400, QUICK_ORDER_FILE_MESSAGES.empty);
  const rows = quickOrderRowsOfCells(isZip(bytes) ? await xlsxRecords(bytes) : csvRecords(bytes));
  if (rows.length === 0) throw new HttpError(400, QUICK_ORDER_FILE_MESSAGES.empty);
  if (rows.length > QUICK_ORDER_MAX_LINES) throw new HttpError(400, QUICK_ORDER_MESSAGES.tooManyLines(QUICK_ORDER_MAX_LINES));
  return rows;
}
