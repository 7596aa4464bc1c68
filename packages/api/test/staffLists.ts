import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { sortParam, type ListSort, type PagedResult } from '@otech/domain';
import type { TestApi } from './helpers.ts';

/** An export as the test reads it: its file name header and its bytes. */
interface ExportedFile {
  disposition: string | null;
  bytes: Buffer;
}

/**
 * A staff list of the test API and its export, read with the member's token: `path` and `query`
 * start every call of the test (its own rows: `/admin/orders`, `?search=CMD-2027`), what a call adds
 * follows (`&status=delivered`, `+word`). The API and token are the test file's, set in its `beforeAll`.
 */
export function staffListCalls<Row, Page extends PagedResult<Row> = PagedResult<Row>>(session: () => { t: TestApi; token: string }, path: string, query: string) {
  /** One page of the list; a 200 is expected. */
  const read = async (more: string): Promise<Page> => {
    const { t, token } = session();
    const { status, body } = await t.call('GET', `${path}${query}${more}`, { token });
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Page;
  };
  return {
    read,
    /** Every row in that sort, page after page, as staff paging through the list read them (what its export must match). */
    async inOrder(sort: ListSort): Promise<Row[]> {
      const rows: Row[] = [];
      for (let page = 1, last = 1; page <= last; page += 1) {
        const answer = await read(`&sort=${sortParam(sort)}&page=${page}`);
        rows.push(...answer.items);
        last = answer.totalPages;
      }
      return rows;
    },
    /** The list's export (`&format=csv` or `xlsx` added); a 200 is expected. */
    async download(more: string): Promise<ExportedFile> {
      const { t, token } = session();
      const response = await fetch(`${t.api.url}${path}/export${query}${more}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return { disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

/** A CSV export's rows as a spreadsheet reads them: semicolons, the BOM left out. */
export const csvRows = (bytes: Buffer): string[][] => parse(bytes, { bom: true, delimiter: ';' }) as string[][];

/** An XLSX export's first sheet, read by a real XLSX parser. */
export async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as the older Buffer; the bytes are the same.
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}
