import type { ImportTally } from '../catalogueImport/importReport.ts';
import { mapClientHeader } from './clientColumns.ts';
import type { ClientMapping } from './clientColumns.ts';
import { isPasswordField } from './clientImportPlan.ts';
import type { ClientImportRecord } from './clientImportPlan.ts';

const BOOLEAN_FIELDS = new Set(['actif', 'bloque']);
const CSV_BOOLEANS: Record<string, boolean> = { true: true, vrai: true, oui: true, '1': true, false: false, faux: false, non: false, '0': false };

/**
 * A CSV holds only text: blank cells are absent, ids are numbers and the account flags are
 * booleans. Anything else is passed on as written so that ClientSchema names it.
 */
function fieldValue(name: string, value: string): unknown {
  if (name === 'id' && /^\d+$/.test(value)) return Number(value);
  if (BOOLEAN_FIELDS.has(name)) return CSV_BOOLEANS[value.toLowerCase()] ?? value;
  return value;
}

/**
 * Reads a clients table's header (the mapping file first, then the built-in names), warns once
 * about the columns left out, and answers how each row becomes a record of client fields. A
 * password column is read only to be refused by the plan, its values never shown.
 */
export function clientTableReader(file: string, header: readonly string[], mapping: ClientMapping | undefined, report: ImportTally) {
  const read = mapClientHeader(header, mapping);
  const fieldOf = header.map((name, i) => read.byIndex[i] ?? (isPasswordField(name) ? 'password' : undefined));
  const ignored = read.unknown.filter((name) => !isPasswordField(name) && mapping?.columns?.[name.trim()] !== null);
  if (ignored.length > 0) report.warnings.push({ file, line: 1, reason: `columns ignored, not client fields: ${ignored.map((name) => `"${name}"`).join(', ')} (name one in a mapping file, --map, to import it)` });
  for (const [name, kept] of read.repeated) report.warnings.push({ file, line: 1, column: name, reason: `names the same field as "${kept}", ignored` });
  return {
    read,
    record(line: number, cells: readonly string[]): ClientImportRecord {
      const fields: Record<string, unknown> = {};
      fieldOf.forEach((field, i) => {
        const value = (cells[i] ?? '').trim();
        if (field !== undefined && value !== '') fields[field] = fieldValue(field, value);
      });
      return { line, cells, fields };
    },
  };
}
