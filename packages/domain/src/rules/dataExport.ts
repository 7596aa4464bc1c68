import { isoDay } from '../format/date.ts';
import { spreadsheetCsv } from './spreadsheetCsv.ts';

/**
 * "Exporter mes données" (spec 2 §2.7 privacy policy: the right of access and portability):
 * everything the shop holds about a customer, as JSON and as a CSV a French spreadsheet opens.
 */

/** The sections of an export, in the order the CSV lists them; a section is a record or a list. */
export type AccountDataSections = Record<string, unknown>;

export interface AccountDataExport {
  exportedAt: string;
  sections: AccountDataSections;
}

export function accountDataExport(sections: AccountDataSections, now: Date): AccountDataExport {
  return { exportedAt: now.toISOString(), sections };
}

/** `fichier` of the download: `mes-donnees-otech-2026-11-20.json`, the Paris day of the export. */
export function accountDataFileName(exportedAt: string, format: 'json' | 'csv'): string {
  return `mes-donnees-otech-${isoDay(exportedAt)}.${format}`;
}

const CSV_HEADER = ['rubrique', 'element', 'champ', 'valeur'];

/** Every leaf of a value with its dotted path (`items.0.product.name`). */
function leaves(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (value === undefined) return out;
  if (value === null || typeof value !== 'object') {
    out.push([path, String(value)]);
    return out;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, child] of entries) leaves(child, path === '' ? key : `${path}.${key}`, out);
  return out;
}

function elementName(record: unknown, index: number): string {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index + 1);
}

/** One row per stored value: section, record (its id), field path, value. */
export function accountDataCsv(data: AccountDataExport): string {
  const rows: string[][] = [CSV_HEADER, ['export', '', 'exportedAt', data.exportedAt]];
  for (const [section, content] of Object.entries(data.sections)) {
    const records = Array.isArray(content) ? content : [content];
    records.forEach((record, index) => {
      for (const [field, value] of leaves(record, '', [])) rows.push([section, elementName(record, index), field, value]);
    });
  }
  return spreadsheetCsv(rows);
}
