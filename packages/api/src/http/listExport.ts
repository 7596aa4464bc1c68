import { once } from 'node:events';
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { EXPORT_MEDIA_TYPES, exportFileName, spreadsheetCell, UTF8_BOM, type ExportFormat } from '@otech/domain';

/** One column of a staff list's export: its header, and a row's value (a number stays a number in XLSX). */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

export interface ListExport<Row> {
  /** The file's name before its date ("journal", "factures"). */
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  /** The rows, a batch at a time, in the list's order. */
  batches: AsyncIterable<Row[]>;
  /** When it is made: its Paris day names the file. */
  now?: Date;
}

/** A number as a French spreadsheet reads it in a CSV: a decimal comma. */
const csvValue = (value: string | number) => (typeof value === 'number' ? String(value).replace('.', ',') : value);

async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

async function streamCsv<Row>(res: Response, { columns, batches }: ListExport<Row>): Promise<void> {
  await write(res, UTF8_BOM + columns.map((column) => spreadsheetCell(column.header)).join(';') + '\r\n');
  for await (const rows of batches) {
    // Every cell through spreadsheetCell: a company named "=HYPERLINK(…)" stays text (issue 27).
    const lines = rows.map((row) => columns.map((column) => spreadsheetCell(csvValue(column.value(row)))).join(';') + '\r\n');
    await write(res, lines.join(''));
  }
  res.end();
}

async function streamXlsx<Row>(res: Response, { columns, batches }: ListExport<Row>): Promise<void> {
  // exceljs' streaming writer zips each row as it is committed: the sheet is never whole in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow(columns.map((column) => column.header)).commit();
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
    // Let the zip reach the socket before the next batch is read.
    if (res.writableNeedDrain) await once(res, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Sends a staff list as CSV (semicolons, French decimals, UTF-8 with BOM, formulas neutralised) or
 * XLSX, streamed as it is read (issue 23): named after the list and the Paris day (issue 27).
 */
export async function sendListExport<Row>(res: Response, list: ListExport<Row>): Promise<void> {
  const filename = exportFileName(list.name, list.now ?? new Date(), list.format);
  res.status(200).set({ 'Content-Type': EXPORT_MEDIA_TYPES[list.format], 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' });
  if (list.format === 'csv') await streamCsv(res, list);
  else await streamXlsx(res, list);
}
