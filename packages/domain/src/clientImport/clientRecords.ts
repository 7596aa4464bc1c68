import type { ImportTally } from '../catalogueImport/importReport.ts';
import { CLIENT_HEADER_ALIASES, mapClientHeader } from './clientColumns.ts';
import type { ClientField, ClientMapping } from './clientColumns.ts';
import { clientImportReasons, isPasswordField } from './clientImportPlan.ts';
import type { IssueLanguage } from '../schemas/issues.ts';
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
export function clientTableReader(file: string, header: readonly string[], mapping: ClientMapping | undefined, report: ImportTally, language: IssueLanguage = 'en') {
  const say = clientImportReasons(language);
  const read = mapClientHeader(header, mapping);
  const fieldOf = header.map((name, i) => read.byIndex[i] ?? (isPasswordField(name) ? 'password' : undefined));
  const ignored = read.unknown.filter((name) => !isPasswordField(name) && mapping?.columns?.[name.trim()] !== null);
  if (ignored.length > 0) report.warnings.push({ file, line: 1, reason: say.columnsIgnored(ignored) });
  for (const [name, kept] of read.repeated) report.warnings.push({ file, line: 1, column: name, reason: say.sameFieldAs(kept) });
  return {
    read,
    /** The file's header of a client field; for a field the file does not have, its French name in French ("Code client"), else the field's own. */
    columnOf: (field: string) => header[read.byIndex.indexOf(field as ClientField)] ?? (language === 'fr' ? CLIENT_HEADER_ALIASES[field as ClientField]?.[0] : undefined) ?? field,
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
