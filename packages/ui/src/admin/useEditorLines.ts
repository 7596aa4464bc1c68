import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PriceListFormError } from '@otech/domain';

/** What a domain check of an editor's lines gives: the value to save, or each wrong line (from 1) with its message. */
export type CheckedLines<Value> = { ok: true; value: Value } | { ok: false; errors: PriceListFormError[] };

/**
 * The lines of a staff editor of terms (PriceListEditor, ContractPricesEditor): changed, added and
 * removed on screen, then checked whole by the domain on submit; `onSave` gets the checked value
 * only when no line is wrong.
 */
export function useEditorLines<Row, Value>(stored: Row[], check: (rows: readonly Row[]) => CheckedLines<Value>, onSave: (value: Value) => void) {
  const [rows, setRows] = useState(stored);
  const [errors, setErrors] = useState<PriceListFormError[]>([]);
  return {
    rows,
    errorOf: (line: number) => errors.find((entry) => entry.row === line),
    change: (index: number, patch: Partial<Row>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row))),
    add: (row: Row) => setRows((current) => [...current, row]),
    remove: (index: number) => setRows((current) => current.filter((_row, at) => at !== index)),
    submit: (event: FormEvent) => {
      event.preventDefault();
      const result = check(rows);
      setErrors(result.ok ? [] : result.errors);
      if (result.ok) onSave(result.value);
    },
  };
}
