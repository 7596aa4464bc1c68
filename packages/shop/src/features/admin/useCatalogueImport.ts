import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CatalogueImportResult } from '@otech/domain';
import {
  CATALOGUE_COLUMNS,
  completeMapping,
  FRENCH_COLUMN_LABELS,
  guessColumn,
  mapHeader,
  readMappingJson,
  type CatalogueColumn,
  type ColumnMapping,
} from '@otech/domain/catalogue-import';
import type { CatalogueImportPanelProps, CatalogueImportState } from '@otech/ui';
import { ApiError } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';
import { importCatalogueCsv } from './api.ts';

const IMPORT_FAILED = "Erreur lors de l'import du catalogue";

/** The fields a column can be read as, in French with the CLI's name (what a mapping file holds). */
const FIELDS = CATALOGUE_COLUMNS.map((column) => ({ id: column, label: `${FRENCH_COLUMN_LABELS[column]} (${column})` }));

interface ImportRun {
  chosen: File;
  apply: boolean;
  mapping: ColumnMapping;
}

/** What the import panel shows: the request under way, its failure, or the last report. */
function importState(run: { isPending: boolean; variables: ImportRun | undefined; error: Error | null }, report: CatalogueImportResult | null): CatalogueImportState {
  if (run.isPending && run.variables) {
    return run.variables.apply && report ? { status: 'applying', report } : { status: 'previewing', fileName: run.variables.chosen.name };
  }
  if (run.error) return { status: 'error', message: run.error instanceof ApiError ? run.error.message : IMPORT_FAILED };
  return report ? { status: 'ready', report } : { status: 'idle' };
}

/** The mapping file's name for a CSV: `tarifs.csv` → `tarifs.map.json`. */
const mappingFileName = (csvName: string) => `${csvName.replace(/\.[^.]*$/, '')}.map.json`;

/**
 * The CSV import of /admin/catalogue: a dry run first, then the same file applied, read with the
 * column mapping staff set (the file's unknown columns, prefilled with the field their name
 * suggests) or loaded from a mapping file; `onApplied` runs once products were written.
 */
export function useCatalogueImport(onApplied: () => Promise<unknown>): CatalogueImportPanelProps {
  const [file, setFile] = useState<File | null>(null);
  // The dry run's report stays on screen while the same file is applied.
  const [report, setReport] = useState<CatalogueImportResult | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [loadedFrom, setLoadedFrom] = useState<string | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  // The mapping the report was made with: applying writes what the dry run showed.
  const [reportMapping, setReportMapping] = useState<ColumnMapping>({});
  const run = useMutation({
    mutationFn: ({ chosen, apply, mapping: sent }: ImportRun) => importCatalogueCsv(chosen, apply, sent),
    onSuccess: async (answer, { mapping: sent }) => {
      setReport(answer);
      setReportMapping(sent);
      if (answer.applied) await onApplied();
    },
  });

  const header = report?.header ?? [];
  const columns = mapHeader(header).unknown.map((name) => {
    const chosen = mapping.columns?.[name];
    return { header: name, column: (chosen === undefined ? guessColumn(name) : chosen) ?? null };
  });
  // What the selects show is what the next run reads: the guesses count once shown.
  const effective: ColumnMapping = { ...mapping, columns: { ...mapping.columns, ...Object.fromEntries(columns.map(({ header: name, column }) => [name, column as CatalogueColumn | null])) } };
  const check = (chosen: File, next: ColumnMapping) => run.mutate({ chosen, apply: false, mapping: next });

  return {
    state: importState(run, report),
    onFileChosen: (chosen) => {
      setFile(chosen);
      setReport(null);
      check(chosen, mapping);
    },
    onApply: () => file && run.mutate({ chosen: file, apply: true, mapping: reportMapping }),
    mapping: {
      columns,
      fields: FIELDS,
      onColumnChange: (name, column) => setMapping({ ...mapping, columns: { ...mapping.columns, [name]: column as CatalogueColumn | null } }),
      onCheck: file && report ? () => check(file, effective) : undefined,
      onUpload: async (chosen) => {
        const read = readMappingJson(await chosen.text());
        setUploadError(read.ok ? undefined : read.message);
        if (!read.ok) return;
        setMapping(read.mapping);
        setLoadedFrom(chosen.name);
        if (file) check(file, read.mapping);
      },
      onDownload: file && report ? () => saveFile(new Blob([`${JSON.stringify(completeMapping(header, effective), null, 2)}\n`], { type: 'application/json' }), mappingFileName(file.name)) : undefined,
      loadedFrom,
      uploadError,
    },
  };
}
