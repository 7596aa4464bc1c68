import { Download } from 'lucide-react';
import { EXPORT_FORMATS, type ExportFormat } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import * as s from './AdminListPage.css.ts';

export interface ExportButtonsProps {
  /** Asks for the list as filtered now, in this format. */
  onExport: (format: ExportFormat) => void;
  /** The export being made, if any: its button waits. */
  exporting?: ExportFormat | undefined;
}

const LABELS: Readonly<Record<ExportFormat, string>> = { csv: 'Exporter en CSV', xlsx: 'Exporter en XLSX' };

/** "Exporter en CSV" and "Exporter en XLSX": what the list shows with its filters, every page of it. */
export function ExportButtons({ onExport, exporting }: ExportButtonsProps) {
  return (
    <div className={s.exports}>
      {EXPORT_FORMATS.map((format) => (
        <Button key={format} variant="secondary" size="small" isDisabled={exporting !== undefined} onPress={() => onExport(format)}>
          <Download size={16} aria-hidden="true" />
          {exporting === format ? 'Export en cours...' : LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
