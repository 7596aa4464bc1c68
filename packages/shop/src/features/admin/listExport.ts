import { useState } from 'react';
import { ADMIN_LIST_SNACKBARS, exportFileName, type ExportFormat } from '@otech/domain';
import { apiFile } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';
import { notify } from '../../app/snackbar.ts';
import { useStaffCan } from './useStaffCan.ts';

/** A list's filters as the export's query: empty values left out, as the list's own request does. */
function exportPath(path: string, filters: Readonly<Record<string, string | undefined>>, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  query.set('format', format);
  return `${path}?${query.toString()}`;
}

/**
 * "Exporter en CSV / XLSX" of a staff list: the API streams the file, saved under the list's name
 * and the Paris day (the domain's rule, as the server names it); a failure says so. Offered only to
 * the roles that may export (issue 23).
 */
export function useListExport(path: string, name: string, filters: Readonly<Record<string, string | undefined>>) {
  const mayExport = useStaffCan()('exports.download');
  const [exporting, setExporting] = useState<ExportFormat | undefined>();
  const onExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      saveFile(await apiFile(exportPath(path, filters, format), { session: 'admin' }), exportFileName(name, new Date(), format));
    } catch {
      notify(ADMIN_LIST_SNACKBARS.exportFailed);
    } finally {
      setExporting(undefined);
    }
  };
  return { exporting, onExport: mayExport ? (format: ExportFormat) => void onExport(format) : undefined };
}
